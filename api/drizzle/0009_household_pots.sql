CREATE TABLE "pot_portions" (
	"id" text PRIMARY KEY NOT NULL,
	"pot_id" text NOT NULL,
	"user_id" text NOT NULL,
	"request_id" text NOT NULL,
	"grams" double precision NOT NULL,
	"date" text NOT NULL,
	"meal" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pot_portions_grams_positive" CHECK ("pot_portions"."grams" > 0)
);
--> statement-breakpoint
CREATE TABLE "pots" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"user_id" text NOT NULL,
	"recipe_id" text,
	"name" text NOT NULL,
	"date" text NOT NULL,
	"cooked_weight" double precision NOT NULL,
	"ingredients" jsonb NOT NULL,
	"thrown_away" double precision DEFAULT 0 NOT NULL,
	"finished" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pots_cooked_weight_positive" CHECK ("pots"."cooked_weight" >= 1),
	CONSTRAINT "pots_thrown_away_not_negative" CHECK ("pots"."thrown_away" >= 0)
);
--> statement-breakpoint
ALTER TABLE "meal_plan_entries" ADD COLUMN "pot_id" text;--> statement-breakpoint
ALTER TABLE "pot_portions" ADD CONSTRAINT "pot_portions_pot_id_pots_id_fk" FOREIGN KEY ("pot_id") REFERENCES "public"."pots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pot_portions" ADD CONSTRAINT "pot_portions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pots" ADD CONSTRAINT "pots_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pots" ADD CONSTRAINT "pots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pots" ADD CONSTRAINT "pots_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pot_portions_request_key" ON "pot_portions" USING btree ("pot_id","user_id","request_id");--> statement-breakpoint
CREATE INDEX "pots_team_idx" ON "pots" USING btree ("team_id","date");--> statement-breakpoint
CREATE INDEX "pots_recipe_idx" ON "pots" USING btree ("recipe_id");--> statement-breakpoint
ALTER TABLE "meal_plan_entries" ADD CONSTRAINT "meal_plan_entries_pot_id_pots_id_fk" FOREIGN KEY ("pot_id") REFERENCES "public"."pots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meal_plan_entries_pot_idx" ON "meal_plan_entries" USING btree ("pot_id");