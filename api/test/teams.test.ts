import { teamInviteResponse, teamResponse } from '@organizator/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { body, joinTeam, login, resetDatabase, type Session, useTestSuite } from './helpers';

let database: Database;
let app: FastifyInstance;
let owner: Session;

const suite = useTestSuite();
beforeAll(async () => {
  ({ app, database } = suite);
});
beforeEach(async () => {
  await resetDatabase(database);
  owner = await login(app, 'owner@example.com');
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  session: Session,
  payload?: object,
) =>
  app.inject({ method, url: `/api${url}`, headers: session.auth, ...(payload ? { payload } : {}) });

describe('teams', () => {
  test('a first-time user owns a new team of their own', async () => {
    const team = teamResponse.parse(JSON.parse((await call('GET', '/my-team', owner)).body)).data
      .team;
    expect(team).toMatchObject({ ownerId: owner.userId, invites: [] });
    expect(team?.members).toEqual([
      {
        userId: owner.userId,
        user: { id: owner.userId, name: null, email: 'owner@example.com' },
      },
    ]);
    const owned = teamResponse.parse(JSON.parse((await call('GET', '/owned-teams', owner)).body));
    expect(owned.data.team?.id).toBe(owner.teamId);
  });

  test('an invited first-time user owns a team of their own until they accept', async () => {
    const invited = await call('POST', '/team-invites', owner, {
      email: '  Member@Example.COM ',
      teamId: owner.teamId,
    });
    expect(invited.statusCode).toBe(200);
    expect(teamInviteResponse.parse(JSON.parse(invited.body)).data.invite).toEqual({
      email: 'member@example.com',
      teamId: owner.teamId,
      status: 'PENDING',
    });
    const member = await login(app, 'member@example.com');
    // Nobody joins a team without accepting: signing up is not consent.
    expect(member.teamId).not.toBe(owner.teamId);
    const me = body<{ user: { isTeamOwner: boolean } }>(await call('GET', '/me', member)).data.user;
    expect(me.isTeamOwner).toBe(true);
    const ownerTeam = teamResponse.parse(JSON.parse((await call('GET', '/my-team', owner)).body))
      .data.team;
    expect(ownerTeam?.members.map((m) => m.user.email)).toEqual(['owner@example.com']);
    expect(ownerTeam?.invites).toEqual([
      { email: 'member@example.com', teamId: owner.teamId, status: 'PENDING' },
    ]);

    const accepted = await call('POST', '/team-invites/accept', member, { teamId: owner.teamId });
    expect(accepted.statusCode).toBe(200);
    const team = teamResponse.parse(JSON.parse(accepted.body)).data.team;
    expect(team?.members.map((m) => m.user.email)).toEqual([
      'owner@example.com',
      'member@example.com',
    ]);
    expect(team?.invites).toEqual([
      { email: 'member@example.com', teamId: owner.teamId, status: 'ACCEPTED' },
    ]);
    const after = body<{ user: { isTeamOwner: boolean; team: { id: string } } }>(
      await call('GET', '/me', member),
    ).data.user;
    expect(after).toMatchObject({ isTeamOwner: false, team: { id: owner.teamId } });
    // A member owns no team.
    const owned = teamResponse.parse(JSON.parse((await call('GET', '/owned-teams', member)).body));
    expect(owned.data.team).toBeNull();
  });

  test('sending an invite mails the invitee in Croatian, naming the owner, with a link to it', async () => {
    await call('PUT', '/me', owner, { name: 'Ana Anić' });
    await call('POST', '/team-invites', owner, { email: 'mail@example.com', teamId: owner.teamId });
    const outbox = await app.inject({ url: '/api/dev/outbox?email=mail@example.com' });
    const [mail] = body<{ messages: { subject: string; text: string; link: string }[] }>(outbox)
      .data.messages;
    expect(mail?.subject).toBe('Organizator: Ana Anić vas poziva u tim');
    expect(mail?.text).toContain('Ana Anić (owner@example.com) poziva vas u svoj tim');
    expect(mail?.link).toBe(`http://localhost:3000/settings?invite=${owner.teamId}`);
    expect(mail?.text).toContain(mail?.link);
  });

  test('a duplicate invite is 400 Invite already exists', async () => {
    const payload = { email: 'dup@example.com', teamId: owner.teamId };
    await call('POST', '/team-invites', owner, payload);
    const again = await call('POST', '/team-invites', owner, {
      ...payload,
      email: 'DUP@example.com',
    });
    expect(again.statusCode).toBe(400);
    expect(body(again).message).toContain('already exists');
  });

  test('inviting a member of the team is refused', async () => {
    const response = await call('POST', '/team-invites', owner, {
      email: 'owner@example.com',
      teamId: owner.teamId,
    });
    expect(response.statusCode).toBe(400);
  });

  test('only the owner sends and deletes invites (403 with the SPEC messages)', async () => {
    const member = await joinTeam(app, owner, 'member@example.com');
    const send = await call('POST', '/team-invites', member, {
      email: 'x@example.com',
      teamId: owner.teamId,
    });
    expect(send.statusCode).toBe(403);
    expect(body(send).message).toBe('Only team owners can send invites');
    await call('POST', '/team-invites', owner, { email: 'y@example.com', teamId: owner.teamId });
    const del = await call('DELETE', '/team-invites', member, {
      email: 'y@example.com',
      teamId: owner.teamId,
    });
    expect(del.statusCode).toBe(403);
    expect(body(del).message).toBe('Only team owners can delete invites');
    // Another team's owner is no owner of this team either.
    const stranger = await login(app, 'stranger@example.com');
    const foreign = await call('POST', '/team-invites', stranger, {
      email: 'z@example.com',
      teamId: owner.teamId,
    });
    expect(foreign.statusCode).toBe(403);
  });

  test('the owner deletes an invite; deleting a missing one is 404', async () => {
    const payload = { email: 'gone@example.com', teamId: owner.teamId };
    await call('POST', '/team-invites', owner, payload);
    const deleted = await call('DELETE', '/team-invites', owner, payload);
    expect(deleted.statusCode).toBe(200);
    expect(body(deleted).success).toBe(true);
    const team = teamResponse.parse(JSON.parse((await call('GET', '/my-team', owner)).body)).data
      .team;
    expect(team?.invites).toEqual([]);
    expect((await call('DELETE', '/team-invites', owner, payload)).statusCode).toBe(404);
    // A deleted invite no longer pulls the e-mail into the team.
    const later = await login(app, 'gone@example.com');
    expect(later.teamId).not.toBe(owner.teamId);
  });

  test('invite bodies are validated', async () => {
    const bad = await call('POST', '/team-invites', owner, { email: 'nope', teamId: owner.teamId });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).message).toBe('Invalid email address');
    expect((await call('POST', '/team-invites', owner, { email: 'a@b.hr' })).statusCode).toBe(400);
  });

  test('team members share lists', async () => {
    const member = await joinTeam(app, owner, 'member@example.com');
    const created = await call('POST', '/lists', owner, { name: 'Zajednički' });
    const listId = body<{ list: { id: string } }>(created).data.list.id;
    const seen = await call('GET', `/lists/${listId}`, member);
    expect(seen.statusCode).toBe(200);
    const added = await call('POST', `/lists/${listId}/items`, member, { name: 'Jabuke' });
    expect(added.statusCode).toBe(200);
  });
});
