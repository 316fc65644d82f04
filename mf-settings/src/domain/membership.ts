import type { User } from '@organizator/shared/contract';

/** docs/product.md#permissions: the owner is the user whose id is the team's ownerId. */
export const isTeamOwner = (me: User | null | undefined): boolean =>
  !!me && (me.isTeamOwner || me.team?.ownerId === me.id);
