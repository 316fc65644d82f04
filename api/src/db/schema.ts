import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

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
  (t) => [index('list_items_list_idx').on(t.listId, t.createdAt)],
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
    bytes: bytea('bytes').notNull(),
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
    createdAt: createdAt(),
  },
  (t) => [
    index('groceries_user_idx').on(t.userId),
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
  'list_recipe_requests',
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
] as const;
