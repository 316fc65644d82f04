import {
  type Activity,
  apiMessages,
  type DiaryGrocery,
  dateParams,
  errorEnvelope,
  type FoodDiary,
  foodDiariesQuery,
  foodDiariesResponse,
  foodDiaryDayResponse,
  foodDiaryResponse,
  isRealDate,
  updateFoodDiaryBody,
} from '@organizator/shared/contract';
import { DEFAULT_DAILY_ENERGY_GOAL } from '@organizator/shared/domain';
import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { foodDiaries, users } from '../db/schema';
import { caller } from '../http/auth-hook';
import { ok } from '../http/envelope';
import { conflict } from '../http/errors';
import { newId } from '../lib/ids';
import { plannedFor } from '../lib/meal-plan-queries';

/** A diary's goal is the user's, else 1800 (docs/product.md#constants). */
async function goalOf(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ goal: users.dailyEnergyGoal })
    .from(users)
    .where(eq(users.id, userId));
  return row?.goal ?? DEFAULT_DAILY_ENERGY_GOAL;
}

/**
 * A day's version is its row's xmin: PostgreSQL gives every row version a new one, so it changes with
 * every write on both backends without a column of our own to keep up to date.
 */
const columns = {
  date: foodDiaries.date,
  groceries: foodDiaries.groceries,
  activities: foodDiaries.activities,
  version: sql<string>`xmin::text`,
};
type DiaryRow = { date: string; groceries: unknown; activities: unknown; version: string };

const toDiary = (row: DiaryRow, goal: number): FoodDiary => ({
  date: row.date,
  groceries: row.groceries as DiaryGrocery[],
  activities: row.activities as Activity[],
  dailyEnergyGoal: goal,
  version: row.version,
});

/** One food diary per user and date; PUT upserts it. */
export const diaryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/food-diaries',
    { schema: { querystring: foodDiariesQuery, response: { 200: foodDiariesResponse } } },
    async (request) => {
      const { userId } = caller(request);
      const { from, to } = request.query;
      // A range (the trends page asks for its period) reads only its days: a year of diary is
      // otherwise sent, and validated by the client's contract, for the month it shows.
      const range = from !== undefined && to !== undefined;
      const mine = eq(foodDiaries.userId, userId);
      const [rows, goal] = await Promise.all([
        db
          .select(columns)
          .from(foodDiaries)
          .where(range ? and(mine, between(foodDiaries.date, from, to)) : mine)
          .orderBy(asc(foodDiaries.date)),
        goalOf(db, userId),
      ]);
      // Days stored before dates were checked (a 2026-02-30) cannot be shown or opened: they are
      // left out rather than failing the whole list.
      const days = rows.filter((row) => isRealDate(row.date));
      return ok({ foodDiaries: days.map((row) => toDiary(row, goal)) });
    },
  );

  app.get(
    '/food-diaries/:date',
    { schema: { params: dateParams, response: { 200: foodDiaryDayResponse } } },
    async (request) => {
      const auth = caller(request);
      const { date } = request.params;
      const [[row], goal] = await Promise.all([
        db
          .select(columns)
          .from(foodDiaries)
          .where(and(eq(foodDiaries.userId, auth.userId), eq(foodDiaries.date, date))),
        goalOf(db, auth.userId),
      ]);
      const day = row
        ? toDiary(row, goal)
        : { date, groceries: [], activities: [], dailyEnergyGoal: goal, version: null };
      // What the member logged from the menu leaves `planned` for them alone.
      const logged = new Set(day.groceries.flatMap((entry) => entry.plannedEntryId ?? []));
      const planned = await plannedFor(db, auth, date, logged);
      return ok({ foodDiary: { ...day, planned } });
    },
  );

  app.put(
    '/food-diaries/:date',
    {
      schema: {
        params: dateParams,
        body: updateFoodDiaryBody,
        response: { 200: foodDiaryResponse, 409: errorEnvelope },
      },
    },
    async (request) => {
      const { userId } = caller(request);
      const { date } = request.params;
      const { groceries, activities, version } = request.body;
      const changes = {
        ...(groceries !== undefined ? { groceries } : {}),
        ...(activities !== undefined ? { activities } : {}),
        updatedAt: new Date(),
      };
      const fresh = {
        id: newId(),
        userId,
        date,
        groceries: groceries ?? [],
        activities: activities ?? [],
      };
      const day = and(eq(foodDiaries.userId, userId), eq(foodDiaries.date, date));
      // Each branch is one statement, so "is it still the version I saw?" and the write cannot be
      // split by another writer.
      const [row] =
        version === undefined
          ? await db
              .insert(foodDiaries)
              .values(fresh)
              .onConflictDoUpdate({ target: [foodDiaries.userId, foodDiaries.date], set: changes })
              .returning(columns)
          : version === null
            ? await db.insert(foodDiaries).values(fresh).onConflictDoNothing().returning(columns)
            : await db
                .update(foodDiaries)
                .set(changes)
                .where(and(day, sql`xmin::text = ${version}`))
                .returning(columns);
      if (!row) throw conflict(apiMessages.diaryChangedMeanwhile);
      return ok(
        { foodDiary: toDiary(row, await goalOf(db, userId)) },
        apiMessages.foodDiaryUpdated,
      );
    },
  );
};
