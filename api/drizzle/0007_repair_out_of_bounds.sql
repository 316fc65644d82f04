-- Values stored before the contract bounded every number (docs/product.md#limits) are brought
-- within those bounds, so no stored row can make a read fail: a recipe's nutrition is computed
-- in floating point (a grams of 5e-324 underflowed, a cooked weight of 5e-324 overflowed), and a
-- diary day is answered through the same contract that now refuses its tiny amounts. NaN sorts
-- above every number, so least() brings it to the maximum too.
UPDATE "recipe_ingredients" SET "grams" = least(greatest("grams", 0.1), 100000)
  WHERE "grams" < 0.1 OR "grams" > 100000 OR "grams" = 'NaN';--> statement-breakpoint
UPDATE "recipes" SET "cooked_weight" = least(greatest("cooked_weight", 1), 100000)
  WHERE "cooked_weight" < 1 OR "cooked_weight" > 100000 OR "cooked_weight" = 'NaN';--> statement-breakpoint
UPDATE "recipes" SET "servings" = least(greatest("servings", 1), 1000)
  WHERE "servings" < 1 OR "servings" > 1000;--> statement-breakpoint
UPDATE "meal_plan_entries" SET "servings" = least(greatest("servings", 0.01), 1000)
  WHERE "servings" < 0.01 OR "servings" > 1000 OR "servings" = 'NaN';--> statement-breakpoint
UPDATE "meal_plan_entries" SET "grams" = least(greatest("grams", 0.1), 100000)
  WHERE "grams" < 0.1 OR "grams" > 100000 OR "grams" = 'NaN';--> statement-breakpoint
-- A diary entry's amount (units of 100 g or servings) and an activity's energy, inside the jsonb.
UPDATE "food_diaries" d SET "groceries" = (
  SELECT coalesce(jsonb_agg(CASE WHEN jsonb_typeof(e->'quantity') = 'number'
      THEN jsonb_set(e, '{quantity}', to_jsonb(least(greatest((e->>'quantity')::numeric, 0.001), 1000)))
      ELSE e END ORDER BY i), '[]'::jsonb)
  FROM jsonb_array_elements(CASE WHEN jsonb_typeof(d."groceries") = 'array' THEN d."groceries" ELSE '[]'::jsonb END) WITH ORDINALITY AS t(e, i))
  WHERE jsonb_typeof(d."groceries") = 'array' AND EXISTS (
    SELECT 1 FROM jsonb_array_elements(CASE WHEN jsonb_typeof(d."groceries") = 'array' THEN d."groceries" ELSE '[]'::jsonb END) e
    WHERE jsonb_typeof(e->'quantity') = 'number'
      AND ((e->>'quantity')::numeric < 0.001 OR (e->>'quantity')::numeric > 1000));--> statement-breakpoint
UPDATE "food_diaries" d SET "activities" = (
  SELECT coalesce(jsonb_agg(CASE WHEN jsonb_typeof(e->'energy') = 'number'
      THEN jsonb_set(e, '{energy}', to_jsonb(least(greatest((e->>'energy')::numeric, 0), 20000)))
      ELSE e END ORDER BY i), '[]'::jsonb)
  FROM jsonb_array_elements(CASE WHEN jsonb_typeof(d."activities") = 'array' THEN d."activities" ELSE '[]'::jsonb END) WITH ORDINALITY AS t(e, i))
  WHERE jsonb_typeof(d."activities") = 'array' AND EXISTS (
    SELECT 1 FROM jsonb_array_elements(CASE WHEN jsonb_typeof(d."activities") = 'array' THEN d."activities" ELSE '[]'::jsonb END) e
    WHERE jsonb_typeof(e->'energy') = 'number' AND (e->>'energy')::numeric > 20000);--> statement-breakpoint
-- An item's quantity is at most 20 characters (merges wrote longer ones): cut, with an ellipsis.
UPDATE "list_items" SET "quantity" = left(btrim("quantity"), 19) || '…'
  WHERE char_length(btrim("quantity")) > 20;
