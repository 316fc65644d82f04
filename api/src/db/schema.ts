import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** What a plan-items request answered, minus the items (read again as stored on a replay). */
export interface PlanRequestAnswer {
  itemIds: string[];
  added: { itemId: string; name: string; grams: number }[];
  bought: string[];
  unavailable: string[];
}

/** Image bytes live in the database so every API instance can serve every image. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite hands back a Uint8Array, node-postgres a Buffer: normalise to Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const teams = pgTable('teams', {
  id: text('id').primaryKey(),
  ownerId: text('owner_id').notNull(),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name'),
    image: text('image'),
    dailyEnergyGoal: integer('daily_energy_goal'),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_team_idx').on(t.teamId)],
);

export const teamInvites = pgTable(
  'team_invites',
  {
    id: text('id').primaryKey(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    status: text('status', { enum: ['PENDING', 'ACCEPTED'] })
      .notNull()
      .default('PENDING'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('team_invites_team_email_key').on(t.teamId, t.email),
    index('team_invites_email_idx').on(t.email),
  ],
);

/** One-time login codes: only a sha256 of the code is kept. */
export const loginCodes = pgTable(
  'login_codes',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('login_codes_email_idx').on(t.email, t.createdAt)],
);

/** Sessions are looked up by the sha256 of the bearer token; the token itself is never stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** Rolling expiry: a session unused for the idle period is over (written at most daily). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Mails the API would have sent when no SMTP server is configured (dev outbox). */
export const outbox = pgTable(
  'outbox',
  {
    id: text('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    code: text('code').notNull(),
    link: text('link').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_to_idx').on(t.to, t.createdAt)],
);

export const lists = pgTable(
  'lists',
  {
    id: text('id').primaryKey(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').notNull(),
    name: text('name').notNull(),
    categoriesOrder: jsonb('categories_order')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [index('lists_team_idx').on(t.teamId, t.createdAt)],
);

export const listItems = pgTable(
  'list_items',
  {
    id: text('id').primaryKey(),
    listId: text('list_id')
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    category: text('category').notNull(),
    /** Optional amount with its unit as the user typed it ("2 l", "500 g"). */
    quantity: text('quantity'),
    isDone: boolean('is_done').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('list_items_list_idx').on(t.listId, t.createdAt),
    // The category a team last gave a name (recipe and plan items): looked up by lower(name).
    index('list_items_name_lower_idx').on(sql`lower(${t.name})`),
  ],
);

export const listItemImages = pgTable(
  'list_item_images',
  {
    id: text('id').primaryKey(),
    /** The unguessable key of the public URL /api/images/<urlKey>. */
    urlKey: text('url_key').notNull(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    uploadedBy: text('uploaded_by').notNull(),
    listItemId: text('list_item_id').references(() => listItems.id, { onDelete: 'cascade' }),
    description: text('description'),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    /** The image itself; null once it lives in the object store (S3_BUCKET) under its urlKey. */
    bytes: bytea('bytes'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('list_item_images_url_key').on(t.urlKey),
    index('list_item_images_item_idx').on(t.listItemId),
  ],
);

export const notes = pgTable(
  'notes',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: jsonb('body'),
    createdAt: createdAt(),
  },
  (t) => [index('notes_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Visibility of groceries and recipes: public (`is_public`), team (`shared_team_id`: the owner's team
 * when it was shared; visible to that team's members while the owner is still one of them, so a
 * member who leaves takes their team foods with them and a new team sees only what is shared with
 * it), or private (neither). Public is the column every instance already had: team visibility
 * needed no rewrite of stored rows.
 */
export const groceries = pgTable(
  'groceries',
  {
    id: text('id').primaryKey(),
    /** Null only on the app's starter catalogue (db/starter-groceries.ts): owned by nobody. */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    energy: integer('energy').notNull(),
    fat: integer('fat').notNull(),
    protein: integer('protein').notNull(),
    carb: integer('carb').notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    sharedTeamId: text('shared_team_id'),
    /** EAN-13 (a UPC-A with its leading 0) or EAN-8, check digit validated by the contract. */
    barcode: text('barcode'),
    /** Grams of one piece (an egg, an apple, a package), when the owner says: counts become grams. */
    pieceGrams: doublePrecision('piece_grams'),
    /** Grams per millilitre, when the owner says: volumes (a spoon, a cup, dl) become grams. */
    density: doublePrecision('density'),
    createdAt: createdAt(),
  },
  (t) => [
    index('groceries_user_idx').on(t.userId),
    // Ingredient lines of an imported recipe are matched to groceries by similarity (pg_trgm).
    index('groceries_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('groceries_public_idx').on(t.isPublic),
    index('groceries_name_lower_idx').on(sql`lower(${t.name}) text_pattern_ops`),
    index('groceries_barcode_idx').on(t.barcode),
    index('groceries_shared_team_idx').on(t.sharedTeamId),
    check('groceries_one_visibility', sql`not (${t.isPublic} and ${t.sharedTeamId} is not null)`),
  ],
);

/** A dish made of groceries; visibility as groceries. */
export const recipes = pgTable(
  'recipes',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    servings: integer('servings').notNull(),
    /** Grams of the whole cooked dish, when weighed. */
    cookedWeight: doublePrecision('cooked_weight'),
    instructions: text('instructions').notNull().default(''),
    /** The web page the recipe was imported from, when it was. */
    sourceUrl: text('source_url'),
    isPublic: boolean('is_public').notNull().default(false),
    sharedTeamId: text('shared_team_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('recipes_user_idx').on(t.userId, t.createdAt),
    index('recipes_public_idx').on(t.isPublic),
    index('recipes_shared_team_idx').on(t.sharedTeamId),
    check('recipes_servings_positive', sql`${t.servings} >= 1`),
    check('recipes_one_visibility', sql`not (${t.isPublic} and ${t.sharedTeamId} is not null)`),
  ],
);

/**
 * One ingredient of a recipe: grams of a grocery, with the grocery's name and per-100 g values as
 * stored when the ingredient was last saved, shown when the grocery is no longer visible to the
 * reader (or deleted: the grocery id then points nowhere, on purpose, no foreign key).
 */
export const recipeIngredients = pgTable(
  'recipe_ingredients',
  {
    recipeId: text('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    groceryId: text('grocery_id').notNull(),
    grams: doublePrecision('grams').notNull(),
    name: text('name').notNull(),
    energy: integer('energy').notNull(),
    fat: integer('fat').notNull(),
    protein: integer('protein').notNull(),
    carb: integer('carb').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.recipeId, t.position] }),
    index('recipe_ingredients_grocery_idx').on(t.groceryId),
  ],
);

/**
 * The team's earlier choices for imported ingredient lines: a line's name (normalised) once saved
 * with a grocery by a member is matched to that grocery for the whole team. Read only through
 * groceries the reader can see, so a choice never shows another team's or a private grocery.
 */
export const ingredientChoices = pgTable(
  'ingredient_choices',
  {
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    nameKey: text('name_key').notNull(),
    groceryId: text('grocery_id')
      .notNull()
      .references(() => groceries.id, { onDelete: 'cascade' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.nameKey] }),
    index('ingredient_choices_grocery_idx').on(t.groceryId),
  ],
);

/**
 * Open Food Facts answers by barcode, shared by every API process: a found product's draft (kept
 * long) or a not-found (kept shorter, the product may be added there). Failures are never stored.
 */
export const foodLookups = pgTable('food_lookups', {
  barcode: text('barcode').primaryKey(),
  /** The draft as answered, null for a product Open Food Facts does not know. */
  draft: jsonb('draft'),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * POST /lists/{id}/recipe-items requests already applied to a list, by the client's request id: a
 * replay answers the items it changed instead of adding them again.
 */
export const listRecipeRequests = pgTable(
  'list_recipe_requests',
  {
    listId: text('list_id')
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    requestId: text('request_id').notNull(),
    itemIds: jsonb('item_ids').$type<string[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.requestId] })],
);

/**
 * A day of a team's menu. The row exists once the day was first planned and is rewritten with every
 * change, so its xmin is the day's version (as a diary day's): a PUT holding a stale one is refused.
 */
export const mealPlanDays = pgTable(
  'meal_plan_days',
  {
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.date] })],
);

/**
 * One dish of a day's menu: servings of a recipe or grams of a grocery. The id is the client's,
 * unique within the day (it keeps it when the dish moves to another day). A deleted recipe or
 * grocery leaves the dish on the menu with its stored name and no food (docs/decisions).
 */
export const mealPlanEntries = pgTable(
  'meal_plan_entries',
  {
    teamId: text('team_id').notNull(),
    date: text('date').notNull(),
    id: text('id').notNull(),
    position: integer('position').notNull(),
    meal: text('meal').notNull(),
    recipeId: text('recipe_id').references(() => recipes.id, { onDelete: 'set null' }),
    groceryId: text('grocery_id').references(() => groceries.id, { onDelete: 'set null' }),
    /** A leftover of a household's pot (grams of it); shopping adds nothing for it. */
    potId: text('pot_id').references(() => pots.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    servings: doublePrecision('servings'),
    grams: doublePrecision('grams'),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.date, t.id] }),
    index('meal_plan_entries_pot_idx').on(t.potId),
    foreignKey({
      columns: [t.teamId, t.date],
      foreignColumns: [mealPlanDays.teamId, mealPlanDays.date],
    }).onDelete('cascade'),
    index('meal_plan_entries_recipe_idx').on(t.recipeId),
    index('meal_plan_entries_grocery_idx').on(t.groceryId),
  ],
);

/** An ingredient as it went into a pot, with its values per 100 g that day. */
export interface PotIngredient {
  groceryId: string;
  name: string;
  grams: number;
  per100g: { energy: number; fat: number; protein: number; carb: number };
}

/**
 * A household's pot: a recipe cooked by a member of the team on a day, weighed. Its values per 100 g
 * come from the ingredients as cooked, kept here with their values of that day (the recipe and its
 * groceries may change or go) over the weight. What is left is
 * the weight less the portions and `thrown_away`; the row is locked while a portion is taken, so the
 * portions never add up to more than the pot.
 */
export const pots = pgTable(
  'pots',
  {
    id: text('id').primaryKey(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipeId: text('recipe_id').references(() => recipes.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    date: text('date').notNull(),
    cookedWeight: doublePrecision('cooked_weight').notNull(),
    ingredients: jsonb('ingredients').$type<PotIngredient[]>().notNull(),
    thrownAway: doublePrecision('thrown_away').notNull().default(0),
    finished: boolean('finished').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('pots_team_idx').on(t.teamId, t.date),
    index('pots_recipe_idx').on(t.recipeId),
    check('pots_cooked_weight_positive', sql`${t.cookedWeight} >= 1`),
    check('pots_thrown_away_not_negative', sql`${t.thrownAway} >= 0`),
  ],
);

/**
 * A member's portion of a pot, written with their diary entry; `request_id` is the client's, so the
 * same request again takes nothing more.
 */
export const potPortions = pgTable(
  'pot_portions',
  {
    id: text('id').primaryKey(),
    potId: text('pot_id')
      .notNull()
      .references(() => pots.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestId: text('request_id').notNull(),
    grams: doublePrecision('grams').notNull(),
    date: text('date').notNull(),
    meal: text('meal').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('pot_portions_request_key').on(t.potId, t.userId, t.requestId),
    check('pot_portions_grams_positive', sql`${t.grams} > 0`),
  ],
);

/**
 * POST /lists/{id}/plan-items requests already applied to a list, by the client's request id, with
 * their answer: a replay answers it again instead of adding the plan twice.
 */
export const listPlanRequests = pgTable(
  'list_plan_requests',
  {
    listId: text('list_id')
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    requestId: text('request_id').notNull(),
    answer: jsonb('answer').$type<PlanRequestAnswer>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.requestId] })],
);

export const foodDiaries = pgTable(
  'food_diaries',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
    groceries: jsonb('groceries').notNull().default(sql`'[]'::jsonb`),
    activities: jsonb('activities').notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('food_diaries_user_date_key').on(t.userId, t.date)],
);

/** Every table, for drizzle's typed client and for resetting the database in tests. */
export const tableNames = [
  'list_plan_requests',
  'pot_portions',
  'meal_plan_entries',
  'pots',
  'meal_plan_days',
  'list_recipe_requests',
  'ingredient_choices',
  'recipe_ingredients',
  'recipes',
  'food_lookups',
  'list_item_images',
  'list_items',
  'lists',
  'notes',
  'groceries',
  'food_diaries',
  'sessions',
  'login_codes',
  'outbox',
  'team_invites',
  'users',
  'teams',
  'live_events',
  'rate_counters',
  'image_object_deletes',
  'deployment_settings',
] as const;

/**
 * Live events and cache invalidations, in commit order (the id), for every API process to read
 * after the last one it saw: NOTIFY only says "there is more" (its payload is the id), so no event is
 * lost to NOTIFY's size limit or to a LISTEN connection that dropped. Kept for a retention window,
 * so a reconnecting stream (Last-Event-ID) gets what it missed; `team_id` is null for invalidations.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    teamId: text('team_id'),
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('live_events_team_idx').on(t.teamId, t.id),
    index('live_events_created_idx').on(t.createdAt),
  ],
);

/**
 * Shared rate limits when several processes share one PostgreSQL: one row per limited key holding
 * its current window (from its first hit, as the in-memory limits count), counted by an atomic
 * upsert, so N processes enforce the same limit as one.
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
    bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_counters_expires_idx').on(t.expiresAt)],
);

/**
 * Objects of deleted images still to be removed from the object store: filled by a trigger on every
 * delete of an image whose bytes are in the store (cascades from items, lists and teams included),
 * emptied by a job; deleting an object twice is harmless, so the job may be interrupted anywhere.
 */
export const imageObjectDeletes = pgTable('image_object_deletes', {
  key: text('key').primaryKey(),
  createdAt: createdAt(),
});

/**
 * Deployment settings every process must agree on, one row each (today: `remotes`, the remotes map,
 * when REMOTES_SOURCE=database). Changed by the CLI, announced to every process through the event log.
 */
export const deploymentSettings = pgTable('deployment_settings', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
