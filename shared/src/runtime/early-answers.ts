import { API_BASE } from '../domain/constants';

/** How long an answer asked for early waits for its query: only the first screen's queries take it. */
const EARLY_ANSWER_TTL_MS = 10_000;

interface EarlyAnswer {
  authorization: string;
  askedAt: number;
  response: Promise<Response>;
}

const answers = new Map<string, EarlyAnswer>();

/**
 * Asks the API for `paths` (GET, as the page's queries will) with `authorization`, before any code
 * that could make those queries has arrived: the shell calls it from its first script with the
 * route's `data` (shared/src/domain/areas.ts). A failed request is not kept: the query then asks
 * again itself.
 */
export function askEarly(paths: readonly string[], authorization: string) {
  for (const path of paths) {
    const response = fetch(`${API_BASE}${path}`, { headers: { Authorization: authorization } });
    const answer = { authorization, askedAt: Date.now(), response };
    answers.set(path, answer);
    const forget = () => {
      if (answers.get(path) === answer) answers.delete(path);
    };
    response.catch(forget);
    // One no query took (the page went elsewhere) is not kept for the rest of the visit.
    setTimeout(forget, EARLY_ANSWER_TTL_MS);
  }
}

/**
 * The answer asked for early for GET `path` with this `authorization`, once (the request that
 * takes it reads its body); null when there is none, it is too old, or it was asked for with
 * another token (a sign-in or a refresh since).
 */
export function takeEarlyAnswer(path: string, authorization: string): Promise<Response> | null {
  const answer = answers.get(path);
  if (!answer) return null;
  answers.delete(path);
  const fresh = Date.now() - answer.askedAt <= EARLY_ANSWER_TTL_MS;
  return fresh && answer.authorization === authorization ? answer.response : null;
}
