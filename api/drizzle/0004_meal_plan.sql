CREATE TABLE "list_plan_requests" (
	"list_id" text NOT NULL,
	"request_id" text NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "list_plan_requests_list_id_request_id_pk" PRIMARY KEY("list_id","request_id")
);
--> statement-breakpoint
CREATE TABLE "meal_plan_days" (
	"team_id" text NOT NULL,
	"date" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meal_plan_days_team_id_date_pk" PRIMARY KEY("team_id","date")
);
--> statement-breakpoint
CREATE TABLE "meal_plan_entries" (
	"team_id" text NOT NULL,
	"date" text NOT NULL,
	"id" text NOT NULL,
	"position" integer NOT NULL,
	"meal" text NOT NULL,
	"recipe_id" text,
	"grocery_id" text,
	"name" text NOT NULL,
	"servings" double precision,
	"grams" double precision,
	CONSTRAINT "meal_plan_entries_team_id_date_id_pk" PRIMARY KEY("team_id","date","id")
);
--> statement-breakpoint
ALTER TABLE "list_plan_requests" ADD CONSTRAINT "list_plan_requests_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plan_days" ADD CONSTRAINT "meal_plan_days_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plan_entries" ADD CONSTRAINT "meal_plan_entries_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plan_entries" ADD CONSTRAINT "meal_plan_entries_grocery_id_groceries_id_fk" FOREIGN KEY ("grocery_id") REFERENCES "public"."groceries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plan_entries" ADD CONSTRAINT "meal_plan_entries_team_id_date_meal_plan_days_team_id_date_fk" FOREIGN KEY ("team_id","date") REFERENCES "public"."meal_plan_days"("team_id","date") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meal_plan_entries_recipe_idx" ON "meal_plan_entries" USING btree ("recipe_id");--> statement-breakpoint
CREATE INDEX "meal_plan_entries_grocery_idx" ON "meal_plan_entries" USING btree ("grocery_id");