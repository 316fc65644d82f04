import type { User } from '@organizator/shared/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { teams, users } from '../db/schema';

/** The docs/product.md#data user, with its team reference and owner flag. */
export async function loadUser(db: Db, userId: string): Promise<User | null> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      image: users.image,
      dailyEnergyGoal: users.dailyEnergyGoal,
      teamId: teams.id,
      ownerId: teams.ownerId,
    })
    .from(users)
    .innerJoin(teams, eq(teams.id, users.teamId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    image: row.image,
    dailyEnergyGoal: row.dailyEnergyGoal,
    team: { id: row.teamId, ownerId: row.ownerId },
    isTeamOwner: row.ownerId === row.id,
  };
}
