import { type APIRequestContext, request } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://localhost:${PORT}`;

let counter = 0;
/** A fresh address per call, so every journey starts as a brand-new user. */
export const uniqueEmail = (prefix = 'user') =>
  `${prefix}.${Date.now().toString(36)}.${process.pid}.${counter++}@test.organizator.hr`;

export interface Session {
  email: string;
  token: string;
  newUser: boolean;
  api: APIRequestContext;
}

/** The newest mail to this e-mail whose subject matches (e.g. an invite), from the dev outbox. */
export async function latestMail(api: APIRequestContext, email: string, subject: RegExp) {
  const res = await api.get(`/api/dev/outbox?email=${encodeURIComponent(email)}`);
  const body = (await res.json()) as {
    data: { messages: { subject: string; text: string; link: string }[] };
  };
  return body.data.messages.find((m) => subject.test(m.subject)) ?? null;
}

/** The newest login code the API put in the dev outbox for this e-mail. */
export async function latestCode(api: APIRequestContext, email: string, origin = '') {
  const res = await api.get(`${origin}/api/dev/outbox?email=${encodeURIComponent(email)}`);
  const body = (await res.json()) as { data: { messages: { code: string; link: string }[] } };
  // Invite mails carry no code: the newest mail that has one.
  const message = body.data.messages.find((m) => m.code);
  if (!message) throw new Error(`no mail for ${email}`);
  return message;
}

/** Signs in over the API (send code, read the outbox, verify) and returns an authorised client. */
export async function signInApi(email = uniqueEmail(), baseURL = BASE_URL): Promise<Session> {
  const anon = await request.newContext({ baseURL });
  await anon.post('/api/send-verification-token', { data: { email } });
  const { code } = await latestCode(anon, email);
  const res = await anon.post('/api/verify', { data: { email, token: code } });
  const body = (await res.json()) as { data: { session: { token: string }; newUser: boolean } };
  await anon.dispose();
  const token = body.data.session.token;
  const api = await request.newContext({
    baseURL,
    extraHTTPHeaders: { Authorization: `Bearer ${token}` },
  });
  return { email, token, newUser: body.data.newUser, api };
}

/** Unwraps the {success, message, data} envelope, failing the test on an error answer. */
export async function data<T>(response: Promise<import('@playwright/test').APIResponse>) {
  const res = await response;
  const body = (await res.json()) as { success: boolean; message: string; data: T };
  if (!res.ok() || !body.success) throw new Error(`${res.status()} ${body.message}`);
  return body.data;
}

/** The owner invites `email`, who signs in over the API and accepts: nobody joins without accepting. */
export async function joinTeamApi(
  owner: APIRequestContext,
  teamId: string,
  email = uniqueEmail('member'),
): Promise<Session> {
  await data(owner.post('/api/team-invites', { data: { email, teamId } }));
  const member = await signInApi(email);
  await data(member.api.post('/api/team-invites/accept', { data: { teamId } }));
  return member;
}
