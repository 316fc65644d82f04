ALTER TABLE "groceries" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "list_items" ADD COLUMN "quantity" text;