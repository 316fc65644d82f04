import type { AddressInfo } from 'node:net';
import { myInvitesResponse, teamResponse } from '@organizator/shared/contract';
import { sql } from 'drizzle-orm';
import { openPostgres } from '../src/db/client';
import { eventually } from './eventually';
import {
  body,
  joinTeam,
  login,
  makeApp,
  onPostgres,
  type Session,
  useSignedInSuite,
} from './helpers';
import { openStream, type TestStream } from './sse-client';

let port: number;
const open: TestStream[] = [];

const suite = useSignedInSuite({ owner: 'owner@example.com' });
const { call } = suite;
beforeAll(async () => {
  await suite.app.listen({ port: 0, host: '127.0.0.1' });
  port = (suite.app.server.address() as AddressInfo).port;
});
beforeEach(async () => {
  await call('PUT', '/me', { name: 'Ana' });
});
afterEach(() => {
  for (const stream of open.splice(0)) stream.close();
});

const invite = (email: string, from = suite.owner) =>
  call('POST', '/team-invites', { email, teamId: from.teamId }, from);
/** `session` accepts or declines the owner's invite. */
const answer = (how: 'accept' | 'decline', session: Session) =>
  call('POST', `/team-invites/${how}`, { teamId: suite.owner.teamId }, session);
const teamOf = async (session: Session) =>
  teamResponse.parse(JSON.parse((await call('GET', '/my-team', undefined, session)).body)).data
    .team;
const meTeamId = async (session: Session) =>
  body<{ user: { team: { id: string } } }>(await call('GET', '/me', undefined, session)).data.user
    .team.id;
const listNames = async (session: Session) =>
  body<{ lists: { name: string }[] }>(await call('GET', '/lists', undefined, session))
    .data.lists.map((list) => list.name)
    .sort();
const createList = async (session: Session, name: string) =>
  body<{ list: { id: string } }>(await call('POST', '/lists', { name }, session)).data.list.id;
const stream = async (session: Session) => {
  const opened = await openStream(port, session.userId, session.auth.authorization);
  open.push(opened);
  return opened;
};
const ended = (s: TestStream) => new Promise<void>((resolve) => s.onEnd(resolve));

describe('GET /my-invites', () => {
  test('lists the caller’s pending invites with the owner’s name and e-mail', async () => {
    const other = await login(suite.app, 'other@example.com');
    await invite('guest@example.com');
    await invite('guest@example.com', other);
    await invite('someone-else@example.com');
    const guest = await login(suite.app, 'guest@example.com');
    const response = await call('GET', '/my-invites', undefined, guest);
    expect(response.statusCode).toBe(200);
    expect(myInvitesResponse.parse(JSON.parse(response.body)).data.invites).toEqual([
      {
        email: 'guest@example.com',
        teamId: suite.owner.teamId,
        status: 'PENDING',
        owner: { id: suite.owner.userId, name: 'Ana', email: 'owner@example.com' },
      },
      {
        email: 'guest@example.com',
        teamId: other.teamId,
        status: 'PENDING',
        owner: { id: other.userId, name: null, email: 'other@example.com' },
      },
    ]);
    // Accepted and declined invites are no longer pending.
    await call('POST', '/team-invites/decline', { teamId: other.teamId }, guest);
    await answer('accept', guest);
    const after = await call('GET', '/my-invites', undefined, guest);
    expect(body<{ invites: unknown[] }>(after).data.invites).toEqual([]);
  });
});

describe('accepting an invite', () => {
  test('an existing user accepts: their lists move with them, the old empty team is gone', async () => {
    const bob = await login(suite.app, 'bob@example.com');
    const oldTeam = bob.teamId;
    await createList(bob, 'Bobov popis');
    await createList(suite.owner, 'Anin popis');
    await invite('bob@example.com');
    const accepted = await answer('accept', bob);
    expect(accepted.statusCode).toBe(200);
    expect(body(accepted).message).toBe('Pridružili ste se timu');
    expect(await meTeamId(bob)).toBe(suite.owner.teamId);
    expect(await listNames(bob)).toEqual(['Anin popis', 'Bobov popis']);
    expect(await listNames(suite.owner)).toEqual(['Anin popis', 'Bobov popis']);
    const orphan = await suite.database.rows(sql`select id from teams where id = ${oldTeam}`);
    expect(orphan).toEqual([]);
  });

  test('a member of another team accepts: that team keeps its lists', async () => {
    const carla = await login(suite.app, 'carla@example.com');
    const dino = await joinTeam(suite.app, carla, 'dino@example.com');
    await createList(dino, 'Zajednički C');
    await invite('dino@example.com');
    const accepted = await answer('accept', dino);
    expect(accepted.statusCode).toBe(200);
    expect(await listNames(dino)).toEqual([]);
    expect(await listNames(carla)).toEqual(['Zajednički C']);
    expect((await teamOf(carla))?.members.map((m) => m.user.email)).toEqual(['carla@example.com']);
    // The accepted invite that brought Dino into Carla's team is gone: Carla may invite him again.
    expect((await teamOf(carla))?.invites).toEqual([]);
  });

  test('the owner of a team with members cannot switch teams (409), nothing changes', async () => {
    const carla = await login(suite.app, 'carla@example.com');
    await joinTeam(suite.app, carla, 'dino@example.com');
    await invite('carla@example.com');
    const refused = await answer('accept', carla);
    expect(refused.statusCode).toBe(409);
    expect(body(refused)).toMatchObject({ success: false, data: null });
    expect(body(refused).message).toContain('Najprije uklonite članove');
    expect(await meTeamId(carla)).toBe(carla.teamId);
    const pending = await call('GET', '/my-invites', undefined, carla);
    expect(body<{ invites: unknown[] }>(pending).data.invites).toHaveLength(1);
  });

  test('without a pending invite accept and decline are 404; a bad body is 400', async () => {
    const bob = await login(suite.app, 'bob@example.com');
    for (const path of ['/team-invites/accept', '/team-invites/decline']) {
      const response = await call('POST', path, { teamId: suite.owner.teamId }, bob);
      expect(response.statusCode).toBe(404);
      expect(body(response)).toMatchObject({
        success: false,
        message: 'Pozivnica više ne postoji',
      });
      expect((await call('POST', path, {}, bob)).statusCode).toBe(400);
    }
    // An invite the owner deleted can no longer be accepted.
    await invite('bob@example.com');
    await call('DELETE', '/team-invites', {
      email: 'bob@example.com',
      teamId: suite.owner.teamId,
    });
    expect((await answer('accept', bob)).statusCode).toBe(404);
    expect(await meTeamId(bob)).toBe(bob.teamId);
  });

  test('declining deletes the invite: the owner sees it gone and may invite again', async () => {
    await invite('bob@example.com');
    const bob = await login(suite.app, 'bob@example.com');
    const declined = await answer('decline', bob);
    expect(declined.statusCode).toBe(200);
    expect(await meTeamId(bob)).toBe(bob.teamId);
    expect((await teamOf(suite.owner))?.invites).toEqual([]);
    expect((await invite('bob@example.com')).statusCode).toBe(200);
  });

  test('the owner hears at once that the invite was accepted; the joiner’s old stream ends', async () => {
    const bob = await login(suite.app, 'bob@example.com');
    await call('PUT', '/me', { name: 'Bob' }, bob);
    await invite('bob@example.com');
    const ownerStream = await stream(suite.owner);
    const bobStream = await stream(bob);
    const bobEnded = ended(bobStream);
    await answer('accept', bob);
    const joined = await ownerStream.next('team-member-joined');
    expect(joined.data).toMatchObject({
      teamId: suite.owner.teamId,
      memberId: bob.userId,
      memberName: 'Bob',
      userName: 'Bob',
    });
    await bobEnded;
    // Reconnected, Bob now hears the new team's events.
    const again = await stream({ ...bob, teamId: suite.owner.teamId });
    await createList(suite.owner, 'Nakon prihvaćanja');
    expect((await again.next('list-updated')).data).toMatchObject({
      listName: 'Nakon prihvaćanja',
    });
  });

  test('the owner hears a decline', async () => {
    await invite('bob@example.com');
    const bob = await login(suite.app, 'bob@example.com');
    const ownerStream = await stream(suite.owner);
    await answer('decline', bob);
    expect((await ownerStream.next('team-invite-declined')).data).toMatchObject({
      memberId: bob.userId,
      memberName: 'bob@example.com',
    });
  });
});

describe('removing a member and leaving', () => {
  test('the owner removes a member: they get a team of their own and lose the lists at once', async () => {
    const bob = await joinTeam(suite.app, suite.owner, 'bob@example.com');
    const listId = await createList(suite.owner, 'Tajni popis');
    expect((await call('GET', `/lists/${listId}`, undefined, bob)).statusCode).toBe(200);
    const bobStream = await stream(bob);
    const bobEnded = ended(bobStream);

    const removed = await call('DELETE', `/team-members/${bob.userId}`);
    expect(removed.statusCode).toBe(200);
    const team = teamResponse.parse(JSON.parse(removed.body)).data.team;
    expect(team?.members.map((m) => m.user.email)).toEqual(['owner@example.com']);
    expect(team?.invites).toEqual([]);

    // Bob is told (by Ana), then his stream of the old team ends.
    const event = await bobStream.next('team-member-removed');
    expect(event.data).toMatchObject({ memberId: bob.userId, userName: 'Ana' });
    await bobEnded;
    expect((await call('GET', `/lists/${listId}`, undefined, bob)).statusCode).toBe(404);
    const me = body<{ user: { isTeamOwner: boolean; team: { id: string } } }>(
      await call('GET', '/me', undefined, bob),
    ).data.user;
    expect(me.isTeamOwner).toBe(true);
    expect(me.team.id).not.toBe(suite.owner.teamId);
    expect(await listNames(bob)).toEqual([]);
    // A new stream is Bob's own team's: Ana's changes no longer reach him.
    const fresh = await stream(bob);
    await createList(suite.owner, 'Poslije');
    await expect(fresh.next('list-updated', 300)).rejects.toThrow();
    // The owner may invite him again.
    expect((await invite('bob@example.com')).statusCode).toBe(200);
  });

  test('a member leaves: the others hear it, the leaver owns a new empty team', async () => {
    const bob = await joinTeam(suite.app, suite.owner, 'bob@example.com');
    await createList(bob, 'Bobov zajednički');
    const ownerStream = await stream(suite.owner);
    const bobStream = await stream(bob);
    const bobEnded = ended(bobStream);
    const left = await call('POST', '/my-team/leave', undefined, bob);
    expect(left.statusCode).toBe(200);
    const team = teamResponse.parse(JSON.parse(left.body)).data.team;
    expect(team?.ownerId).toBe(bob.userId);
    expect(team?.members.map((m) => m.userId)).toEqual([bob.userId]);
    expect(await meTeamId(bob)).toBe(team?.id);
    expect(await listNames(bob)).toEqual([]);
    expect(await listNames(suite.owner)).toEqual(['Bobov zajednički']);
    expect((await ownerStream.next('team-member-left')).data).toMatchObject({
      memberId: bob.userId,
    });
    // His own other tabs hear it too (to refresh; the shell shows no toast for his own action).
    expect((await bobStream.next('team-member-left')).data).toMatchObject({
      userId: bob.userId,
    });
    await bobEnded;
  });

  test('the owner cannot leave (409, with or without members) nor remove themselves', async () => {
    const alone = await call('POST', '/my-team/leave');
    expect(alone.statusCode).toBe(409);
    await joinTeam(suite.app, suite.owner, 'bob@example.com');
    const withMembers = await call('POST', '/my-team/leave');
    expect(withMembers.statusCode).toBe(409);
    expect(body(withMembers).message).toContain('Najprije uklonite članove');
    expect((await call('DELETE', `/team-members/${suite.owner.userId}`)).statusCode).toBe(400);
    expect(await meTeamId(suite.owner)).toBe(suite.owner.teamId);
  });

  test('only the owner removes, and only members of their own team', async () => {
    const bob = await joinTeam(suite.app, suite.owner, 'bob@example.com');
    const cid = await joinTeam(suite.app, suite.owner, 'cid@example.com');
    const byMember = await call('DELETE', `/team-members/${cid.userId}`, undefined, bob);
    expect(byMember.statusCode).toBe(403);
    expect(body(byMember)).toMatchObject({
      success: false,
      message: 'Samo vlasnik tima može uklanjati članove',
    });
    const stranger = await login(suite.app, 'stranger@example.com');
    expect(
      (await call('DELETE', `/team-members/${bob.userId}`, undefined, stranger)).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/team-members/${stranger.userId}`)).statusCode).toBe(404);
    expect((await call('DELETE', '/team-members/nobody')).statusCode).toBe(404);
    expect((await teamOf(suite.owner))?.members).toHaveLength(3);
  });

  test('accept and removal at the same time leave the user in exactly one team', async () => {
    for (let round = 0; round < 5; round++) {
      const email = `racer${round}@example.com`;
      const other = await login(suite.app, `other${round}@example.com`);
      const racer = await joinTeam(suite.app, suite.owner, email);
      await invite(email, other);
      const [accepted, removed] = await Promise.all([
        call('POST', '/team-invites/accept', { teamId: other.teamId }, racer),
        call('DELETE', `/team-members/${racer.userId}`),
      ]);
      expect(accepted.statusCode).toBe(200);
      expect([200, 404]).toContain(removed.statusCode);
      const memberships = await suite.database.rows<{ n: number }>(
        sql`select count(*)::int as n from users where email = ${email}`,
      );
      expect(memberships).toEqual([{ n: 1 }]);
      expect(await meTeamId(racer)).toBe(other.teamId);
      expect((await teamOf(other))?.members.map((m) => m.user.email)).toContain(email);
      expect((await teamOf(suite.owner))?.members.map((m) => m.user.email)).not.toContain(email);
    }
  });

  test('two members leaving while the owner removes them never leaves anyone teamless', async () => {
    const members = await Promise.all(
      ['m1', 'm2', 'm3'].map((name) => joinTeam(suite.app, suite.owner, `${name}@example.com`)),
    );
    const responses = await Promise.all(
      members.flatMap((member) => [
        call('POST', '/my-team/leave', undefined, member),
        call('DELETE', `/team-members/${member.userId}`),
      ]),
    );
    // Whichever comes second finds nothing to do: 404 (no longer a member) or 409 (now an owner).
    for (const response of responses) expect([200, 404, 409]).toContain(response.statusCode);
    expect((await teamOf(suite.owner))?.members).toHaveLength(1);
    for (const member of members) {
      const team = await teamOf(member);
      expect(team?.ownerId).toBe(member.userId);
      expect(team?.members).toHaveLength(1);
    }
  });
});

describe('two API processes on one PostgreSQL', () => {
  (onPostgres ? test : test.skip)(
    'a removal made through one process ends the member’s stream held by the other, after telling them',
    async () => {
      if (!suite.database.url) throw new Error('no url');
      const bob = await joinTeam(suite.app, suite.owner, 'bob@example.com');
      const listId = await createList(suite.owner, 'Preko instanci');
      const second = await openPostgres(suite.database.url, 3);
      const other = await makeApp(second);
      try {
        await other.listen({ port: 0, host: '127.0.0.1' });
        const otherPort = (other.server.address() as AddressInfo).port;
        // Bob's session is cached by the other process before the removal.
        const read = () => other.inject({ url: `/api/lists/${listId}`, headers: bob.auth });
        expect((await read()).statusCode).toBe(200);
        const bobStream = await openStream(otherPort, bob.userId, bob.auth.authorization);
        open.push(bobStream);
        const bobEnded = ended(bobStream);
        await call('DELETE', `/team-members/${bob.userId}`);
        expect((await bobStream.next('team-member-removed')).data).toMatchObject({
          memberId: bob.userId,
        });
        await bobEnded;
        // The other process no longer lets him read the old team's list.
        await eventually(async () => (await read()).statusCode === 404);
      } finally {
        for (const s of open.splice(0)) s.close();
        await other.close();
        await second.close();
      }
    },
  );
});

describe('OpenAPI', () => {
  test('lists every team route at its exact path', async () => {
    const doc = JSON.parse((await suite.app.inject({ url: '/api/openapi.json' })).body) as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(doc.paths['/api/my-invites'] ?? {})).toContain('get');
    expect(Object.keys(doc.paths['/api/team-invites/accept'] ?? {})).toContain('post');
    expect(Object.keys(doc.paths['/api/team-invites/decline'] ?? {})).toContain('post');
    expect(Object.keys(doc.paths['/api/team-members/{userId}'] ?? {})).toContain('delete');
    expect(Object.keys(doc.paths['/api/my-team/leave'] ?? {})).toContain('post');
  });
});
