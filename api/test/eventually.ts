/**
 * Polls until `check` holds. No deadline of its own: the test's jest timeout bounds the wait, so a
 * loaded machine makes a test slower, never red; a behaviour that never comes still fails there.
 */
export async function eventually(check: () => boolean | Promise<boolean>, everyMs = 20) {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, everyMs));
}
