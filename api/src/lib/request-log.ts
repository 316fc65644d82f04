import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { listPlanRequests, listRecipeRequests, lists, type PlanRequestAnswer } from '../db/schema';

/** What each request log keeps of a request: the answer a replay gets again. */
interface Logged {
  recipe: string[];
  plan: PlanRequestAnswer;
}

const logs = {
  recipe: { table: listRecipeRequests, answer: listRecipeRequests.itemIds },
  plan: { table: listPlanRequests, answer: listPlanRequests.answer },
} as const;

/**
 * What a request that put food on a list (`recipe` or `plan` items) already answered, when its log
 * holds it; null otherwise. With `teamId` only a request on that team's list counts (a replay read
 * before the list's lock, which is what checks the team otherwise).
 */
export async function loggedRequest<K extends keyof Logged>(
  db: Db,
  kind: K,
  at: { listId: string; requestId: string; teamId?: string },
): Promise<Logged[K] | null> {
  const { table, answer } = logs[kind];
  const [done] = await db
    .select({ answer })
    .from(table)
    .innerJoin(lists, eq(lists.id, table.listId))
    .where(
      and(
        eq(table.listId, at.listId),
        eq(table.requestId, at.requestId),
        at.teamId ? eq(lists.teamId, at.teamId) : undefined,
      ),
    );
  return (done?.answer as Logged[K] | undefined) ?? null;
}
