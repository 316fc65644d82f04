/**
 * The bounds of every number a client may send (docs/product.md#limits gives each one's reason).
 * They are what a kitchen has, and they keep every computation on stored values (a recipe's
 * nutrition summed over its ingredients, a week's menu scaled onto a list) far from the edges of a
 * double: the smallest amounts are not tiny, the largest are not huge, so nothing underflows or
 * overflows on either database.
 */

/** Grams of one ingredient or of a planned grocery: a pinch of saffron up to more than any pot. */
export const GRAMS_MIN = 0.1;
export const GRAMS_MAX = 100_000;
/** Grams per millilitre of a grocery: from whipped cream to honey and syrups, with room. */
export const DENSITY_MIN = 0.1;
export const DENSITY_MAX = 3;
/** The weighed cooked dish: at least a gram (a per-100-g value is divided by it). */
export const COOKED_WEIGHT_MIN = 1;
/** Servings of a recipe (whole), and servings planned or put on a list (a quarter is fine). */
export const SERVINGS_MAX = 1000;
export const PORTION_SERVINGS_MIN = 0.01;
/** A grocery's energy per 100 g / 100 ml, whole kcal: pure fat has 900. */
export const ENERGY_PER_100_MAX = 1000;
/** Fat, protein, carbohydrate per 100 g / 100 ml, whole grams: a syrup per 100 ml passes 100 g. */
export const NUTRIENT_PER_100_MAX = 150;
/** A diary entry's amount: units of 100 g (0.001 is 0.1 g) or servings. */
export const DIARY_QUANTITY_MIN = 0.001;
export const DIARY_QUANTITY_MAX = 1000;
/** A diary entry's values per unit (a recipe's serving may be a whole pot). */
export const DIARY_VALUE_MAX = 100_000;
/** An activity: minutes of one day, and the energy it used. */
export const ACTIVITY_DURATION_MAX = 24 * 60;
export const ACTIVITY_ENERGY_MAX = 20_000;
/** A note's save time (editor.js' milliseconds since 1970), up to the last date JavaScript has. */
export const NOTE_TIME_MAX = 8_640_000_000_000_000;
