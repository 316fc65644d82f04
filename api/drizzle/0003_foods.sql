CREATE TABLE "food_lookups" (
	"barcode" text PRIMARY KEY NOT NULL,
	"draft" jsonb,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "list_recipe_requests" (
	"list_id" text NOT NULL,
	"request_id" text NOT NULL,
	"item_ids" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "list_recipe_requests_list_id_request_id_pk" PRIMARY KEY("list_id","request_id")
);
--> statement-breakpoint
CREATE TABLE "recipe_ingredients" (
	"recipe_id" text NOT NULL,
	"position" integer NOT NULL,
	"grocery_id" text NOT NULL,
	"grams" double precision NOT NULL,
	"name" text NOT NULL,
	"energy" integer NOT NULL,
	"fat" integer NOT NULL,
	"protein" integer NOT NULL,
	"carb" integer NOT NULL,
	CONSTRAINT "recipe_ingredients_recipe_id_position_pk" PRIMARY KEY("recipe_id","position")
);
--> statement-breakpoint
CREATE TABLE "recipes" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"servings" integer NOT NULL,
	"cooked_weight" double precision,
	"instructions" text DEFAULT '' NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"shared_team_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipes_servings_positive" CHECK ("recipes"."servings" >= 1),
	CONSTRAINT "recipes_one_visibility" CHECK (not ("recipes"."is_public" and "recipes"."shared_team_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "groceries" ADD COLUMN "shared_team_id" text;--> statement-breakpoint
ALTER TABLE "groceries" ADD COLUMN "barcode" text;--> statement-breakpoint
ALTER TABLE "list_recipe_requests" ADD CONSTRAINT "list_recipe_requests_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_ingredients" ADD CONSTRAINT "recipe_ingredients_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipe_ingredients_grocery_idx" ON "recipe_ingredients" USING btree ("grocery_id");--> statement-breakpoint
CREATE INDEX "recipes_user_idx" ON "recipes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "recipes_public_idx" ON "recipes" USING btree ("is_public");--> statement-breakpoint
CREATE INDEX "recipes_shared_team_idx" ON "recipes" USING btree ("shared_team_id");--> statement-breakpoint
CREATE INDEX "groceries_barcode_idx" ON "groceries" USING btree ("barcode");--> statement-breakpoint
CREATE INDEX "groceries_shared_team_idx" ON "groceries" USING btree ("shared_team_id");--> statement-breakpoint
ALTER TABLE "groceries" ADD CONSTRAINT "groceries_one_visibility" CHECK (not ("groceries"."is_public" and "groceries"."shared_team_id" is not null));