import { apiMessages, teamInviteResponse, teamResponse } from '@organizator/shared/contract';
import { body, joinTeam, login, useSignedInSuite } from './helpers';

const suite = useSignedInSuite({ owner: 'owner@example.com' });
const { call } = suite;
/** An invite into the owner's team. */
const ownersInvite = (email: string) => ({ email, teamId: suite.owner.teamId });

describe('teams', () => {
  test('a first-time user owns a new team of their own', async () => {
    const team = teamResponse.parse(JSON.parse((await call('GET', '/my-team')).body)).data.team;
    expect(team).toMatchObject({ ownerId: suite.owner.userId, invites: [] });
    expect(team?.members).toEqual([
      {
        userId: suite.owner.userId,
        user: { id: suite.owner.userId, name: null, email: 'owner@example.com' },
      },
    ]);
    const owned = teamResponse.parse(JSON.parse((await call('GET', '/owned-teams')).body));
    expect(owned.data.team?.id).toBe(suite.owner.teamId);
  });

  test('an invited first-time user owns a team of their own until they accept', async () => {
    const invited = await call('POST', '/team-invites', ownersInvite('  Member@Example.COM '));
    expect(invited.statusCode).toBe(200);
    expect(teamInviteResponse.parse(JSON.parse(invited.body)).data.invite).toEqual({
      email: 'member@example.com',
      teamId: suite.owner.teamId,
      status: 'PENDING',
    });
    const member = await login(suite.app, 'member@example.com');
    // Nobody joins a team without accepting: signing up is not consent.
    expect(member.teamId).not.toBe(suite.owner.teamId);
    const me = body<{ user: { isTeamOwner: boolean } }>(await call('GET', '/me', undefined, member))
      .data.user;
    expect(me.isTeamOwner).toBe(true);
    const ownerTeam = teamResponse.parse(JSON.parse((await call('GET', '/my-team')).body)).data
      .team;
    expect(ownerTeam?.members.map((m) => m.user.email)).toEqual(['owner@example.com']);
    expect(ownerTeam?.invites).toEqual([
      { email: 'member@example.com', teamId: suite.owner.teamId, status: 'PENDING' },
    ]);

    const accepted = await call(
      'POST',
      '/team-invites/accept',
      { teamId: suite.owner.teamId },
      member,
    );
    expect(accepted.statusCode).toBe(200);
    const team = teamResponse.parse(JSON.parse(accepted.body)).data.team;
    expect(team?.members.map((m) => m.user.email)).toEqual([
      'owner@example.com',
      'member@example.com',
    ]);
    expect(team?.invites).toEqual([
      { email: 'member@example.com', teamId: suite.owner.teamId, status: 'ACCEPTED' },
    ]);
    const after = body<{ user: { isTeamOwner: boolean; team: { id: string } } }>(
      await call('GET', '/me', undefined, member),
    ).data.user;
    expect(after).toMatchObject({ isTeamOwner: false, team: { id: suite.owner.teamId } });
    // A member owns no team.
    const owned = teamResponse.parse(
      JSON.parse((await call('GET', '/owned-teams', undefined, member)).body),
    );
    expect(owned.data.team).toBeNull();
  });

  test('sending an invite mails the invitee in Croatian, naming the owner, with a link to it', async () => {
    await call('PUT', '/me', { name: 'Ana Anić' });
    await call('POST', '/team-invites', ownersInvite('mail@example.com'));
    const outbox = await suite.app.inject({ url: '/api/dev/outbox?email=mail@example.com' });
    const [mail] = body<{ messages: { subject: string; text: string; link: string }[] }>(outbox)
      .data.messages;
    expect(mail?.subject).toBe('Organizator: Ana Anić vas poziva u tim');
    expect(mail?.text).toContain('Ana Anić (owner@example.com) poziva vas u svoj tim');
    expect(mail?.link).toBe(`http://localhost:3000/settings?invite=${suite.owner.teamId}`);
    expect(mail?.text).toContain(mail?.link);
  });

  test('a duplicate invite is 400 Invite already exists', async () => {
    const payload = ownersInvite('dup@example.com');
    await call('POST', '/team-invites', payload);
    const again = await call('POST', '/team-invites', {
      ...payload,
      email: 'DUP@example.com',
    });
    expect(again.statusCode).toBe(400);
    expect(body(again).message).toBe(apiMessages.inviteAlreadyExists);
  });

  test('inviting a member of the team is refused', async () => {
    const response = await call('POST', '/team-invites', ownersInvite('owner@example.com'));
    expect(response.statusCode).toBe(400);
    expect(body(response).message).toBe(apiMessages.alreadyTeamMember);
  });

  test('only the owner sends and deletes invites (403 with the product messages)', async () => {
    const member = await joinTeam(suite.app, suite.owner, 'member@example.com');
    const send = await call('POST', '/team-invites', ownersInvite('x@example.com'), member);
    expect(send.statusCode).toBe(403);
    expect(body(send).message).toBe('Only team owners can send invites');
    await call('POST', '/team-invites', ownersInvite('y@example.com'));
    const del = await call('DELETE', '/team-invites', ownersInvite('y@example.com'), member);
    expect(del.statusCode).toBe(403);
    expect(body(del).message).toBe('Only team owners can delete invites');
    // Another team's owner is no owner of this team either.
    const stranger = await login(suite.app, 'stranger@example.com');
    const foreign = await call('POST', '/team-invites', ownersInvite('z@example.com'), stranger);
    expect(foreign.statusCode).toBe(403);
  });

  test('the owner deletes an invite; deleting a missing one is 404', async () => {
    const payload = ownersInvite('gone@example.com');
    await call('POST', '/team-invites', payload);
    const deleted = await call('DELETE', '/team-invites', payload);
    expect(deleted.statusCode).toBe(200);
    expect(body(deleted).success).toBe(true);
    const team = teamResponse.parse(JSON.parse((await call('GET', '/my-team')).body)).data.team;
    expect(team?.invites).toEqual([]);
    expect((await call('DELETE', '/team-invites', payload)).statusCode).toBe(404);
    // A deleted invite no longer pulls the e-mail into the team.
    const later = await login(suite.app, 'gone@example.com');
    expect(later.teamId).not.toBe(suite.owner.teamId);
  });

  test('invite bodies are validated', async () => {
    const bad = await call('POST', '/team-invites', ownersInvite('nope'));
    expect(bad.statusCode).toBe(400);
    expect(body(bad).message).toBe('Invalid email address');
    expect((await call('POST', '/team-invites', { email: 'a@b.hr' })).statusCode).toBe(400);
  });

  test('team members share lists', async () => {
    const member = await joinTeam(suite.app, suite.owner, 'member@example.com');
    const created = await call('POST', '/lists', { name: 'Zajednički' });
    const listId = body<{ list: { id: string } }>(created).data.list.id;
    const seen = await call('GET', `/lists/${listId}`, undefined, member);
    expect(seen.statusCode).toBe(200);
    const added = await call('POST', `/lists/${listId}/items`, { name: 'Jabuke' }, member);
    expect(added.statusCode).toBe(200);
  });
});
