import {
  type Activity,
  apiMessages,
  type DiaryGrocery,
  type FoodDiary,
  foodDiariesResponse,
  foodDiaryResponse,
  isoDate,
  isRealDate,
  updateFoodDiaryBody,
} from '@organizator/shared/contract';
import { DEFAULT_DAILY_ENERGY_GOAL } from '@organizator/shared/domain';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { foodDiaries, users } from '../db/schema';
import { caller } from '../http/auth-hook';
import { ok } from '../http/envelope';
import { newId } from '../lib/ids';

const params = z.object({ date: isoDate });

/** A diary's goal is the user's, else 1800 (SPEC §9). */
async function goalOf(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ goal: users.dailyEnergyGoal })
    .from(users)
    .where(eq(users.id, userId));
  return row?.goal ?? DEFAULT_DAILY_ENERGY_GOAL;
}

const toDiary = (row: typeof foodDiaries.$inferSelect, goal: number): FoodDiary => ({
  date: row.date,
  groceries: row.groceries as DiaryGrocery[],
  activities: row.activities as Activity[],
  dailyEnergyGoal: goal,
});

/** One food diary per user and date; PUT upserts it. */
export const diaryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/food-diaries',
    { schema: { response: { 200: foodDiariesResponse } } },
    async (request) => {
      const { userId } = caller(request);
      const [rows, goal] = await Promise.all([
        db
          .select()
          .from(foodDiaries)
          .where(eq(foodDiaries.userId, userId))
          .orderBy(asc(foodDiaries.date)),
        goalOf(db, userId),
      ]);
      // Days stored before dates were checked (a 2026-02-30) cannot be shown or opened: they are
      // left out rather than failing the whole list.
      const days = rows.filter((row) => isRealDate(row.date));
      return ok({ foodDiaries: days.map((row) => toDiary(row, goal)) });
    },
  );

  app.put(
    '/food-diaries/:date',
    { schema: { params, body: updateFoodDiaryBody, response: { 200: foodDiaryResponse } } },
    async (request) => {
      const { userId } = caller(request);
      const { groceries, activities } = request.body;
      const changes = {
        ...(groceries !== undefined ? { groceries } : {}),
        ...(activities !== undefined ? { activities } : {}),
        updatedAt: new Date(),
      };
      const [row] = await db
        .insert(foodDiaries)
        .values({
          id: newId(),
          userId,
          date: request.params.date,
          groceries: groceries ?? [],
          activities: activities ?? [],
        })
        .onConflictDoUpdate({ target: [foodDiaries.userId, foodDiaries.date], set: changes })
        .returning();
      if (!row) throw new Error('upsert returned nothing');
      return ok(
        { foodDiary: toDiary(row, await goalOf(db, userId)) },
        apiMessages.foodDiaryUpdated,
      );
    },
  );
};
