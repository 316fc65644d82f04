-- Ingredient lines are matched to groceries by trigram similarity (PGlite loads the extension's
-- code in db/client.ts; PostgreSQL ships it as a trusted contrib extension).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "ingredient_choices" (
	"team_id" text NOT NULL,
	"name_key" text NOT NULL,
	"grocery_id" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ingredient_choices_team_id_name_key_pk" PRIMARY KEY("team_id","name_key")
);
--> statement-breakpoint
ALTER TABLE "groceries" ADD COLUMN "piece_grams" double precision;--> statement-breakpoint
ALTER TABLE "groceries" ADD COLUMN "density" double precision;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "source_url" text;--> statement-breakpoint
ALTER TABLE "ingredient_choices" ADD CONSTRAINT "ingredient_choices_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredient_choices" ADD CONSTRAINT "ingredient_choices_grocery_id_groceries_id_fk" FOREIGN KEY ("grocery_id") REFERENCES "public"."groceries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ingredient_choices_grocery_idx" ON "ingredient_choices" USING btree ("grocery_id");--> statement-breakpoint
CREATE INDEX "groceries_name_trgm_idx" ON "groceries" USING gin (lower("name") gin_trgm_ops);
