import type { MyInvite, Team } from '@organizator/shared/contract';
import { makeUser } from '@organizator/tooling/test';

/** Test data: an owner (Ana) with a member (Ivo) and invites in every state. */
export const owner = makeUser({
  id: 'u-ana',
  name: 'Ana',
  email: 'ana@test.hr',
  team: { id: 't-1', ownerId: 'u-ana' },
  isTeamOwner: true,
});

export const member = makeUser({
  id: 'u-ivo',
  name: 'Ivo',
  email: 'ivo@test.hr',
  team: { id: 't-1', ownerId: 'u-ana' },
});

export const team: Team = {
  id: 't-1',
  ownerId: 'u-ana',
  members: [
    { userId: 'u-ana', user: { id: 'u-ana', name: 'Ana', email: 'ana@test.hr' } },
    { userId: 'u-ivo', user: { id: 'u-ivo', name: null, email: 'ivo@test.hr' } },
  ],
  invites: [
    { email: 'pending@test.hr', teamId: 't-1', status: 'PENDING' },
    { email: 'ivo@test.hr', teamId: 't-1', status: 'ACCEPTED' },
  ],
};

/** A pending invite to Ivo from Marta's team. */
export const inviteFromMarta: MyInvite = {
  email: 'ivo@test.hr',
  teamId: 't-marta',
  status: 'PENDING',
  owner: { id: 'u-marta', name: 'Marta', email: 'marta@test.hr' },
};

/** A promise the test settles by hand, to look at a screen while a save is running. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

export const envelope = (data: unknown, status = 200, message = 'OK') =>
  new Response(JSON.stringify({ success: status < 300, message, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
