/**
 * The lowest live-event id among the answers read with one Authorization: each answer's
 * `Live-Event-Id` (contract/events.ts) says where the server's event log stood when it began the
 * read, so every change one of those answers may not show has a larger id. The live stream's first
 * connection sends it as its Last-Event-ID, and the server replays what came after
 * (docs/decisions/shell.md, "The live stream waits for the first screen").
 */
let lowest: { authorization: string; id: number } | null = null;

/** Notes an answer's `Live-Event-Id`; a header that is not an event id is ignored. */
export function noteAnswerEventId(authorization: string, header: string | null): void {
  if (!authorization || header === null || !/^\d+$/.test(header)) return;
  const id = Number(header);
  if (!Number.isSafeInteger(id)) return;
  if (lowest === null || lowest.authorization !== authorization || id < lowest.id) {
    lowest = { authorization, id };
  }
}

/**
 * Where a live stream signed in with `token` resumes before it has an event of its own: the lowest
 * event id of the answers read with that token, or '' when none carried one (another token's
 * answers never count).
 */
export function answersEventId(token: string): string {
  return lowest !== null && lowest.authorization === `Bearer ${token}` ? String(lowest.id) : '';
}

/** Tests only. */
export function forgetAnswersEventId(): void {
  lowest = null;
}
