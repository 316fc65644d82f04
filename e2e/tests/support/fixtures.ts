import { test as base, expect, type Page } from '@playwright/test';
import { type Session, signInApi, uniqueEmail } from './api';

/**
 * `signedIn`: a brand-new user, signed in over the API, whose token is already in the page's
 * localStorage (`access_token`), and who has finished naming themselves (so no onboarding detour).
 */
export const test = base.extend<{ signedIn: Session & { page: Page } }>({
  signedIn: async ({ page }, use) => {
    const session = await signInApi(uniqueEmail());
    await session.api.put('/api/me', { data: { name: 'Ana Test' } });
    await page.addInitScript((token) => {
      if (!localStorage.getItem('access_token')) localStorage.setItem('access_token', token);
    }, session.token);
    await use({ ...session, page });
    await session.api.dispose();
  },
});

export { expect };

/** Opens a second, independent browser session for the same or another user. */
export async function pageFor(browserPage: Page, token: string) {
  const context = await browserPage
    .context()
    .browser()!
    .newContext({
      viewport: { width: 1280, height: 800 },
      locale: 'hr-HR',
    });
  await context.addInitScript((t) => localStorage.setItem('access_token', t), token);
  return context.newPage();
}
