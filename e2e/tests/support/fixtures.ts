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

/** A first visit or a reload loads the shell and the remote: a loaded machine gets more than 10 s. */
export const FIRST_LOAD = { timeout: 30_000 };

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

/**
 * Resolves once the page's live stream is registered on the server: the API answers `/api/sse`
 * only after adding the stream to its hub. Start waiting before the navigation that opens it.
 */
export const liveStreamOpened = (page: Page) =>
  page.waitForResponse((r) => r.url().includes('/api/sse?') && r.status() === 200);

/**
 * The open dialog, once nothing on the page is still animating (the dialog's zoom-in, a closing
 * menu above it): a click during an animation can land beside the moving button.
 */
export async function settledDialog(page: Page) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter(
              (a) =>
                a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity,
            ).length,
      ),
    )
    .toBe(0);
  return dialog;
}

/**
 * Titles a page drew itself, not the stand-in the shell shows where the page's title will be while
 * the area loads (shell/src/layout/heading-loading.tsx): waiting for one means the area rendered.
 */
export const PAGE_HEADING = 'h1:not(.org-heading-loading__title)';

/** The first heading the area's page itself rendered (see PAGE_HEADING). */
export const areaHeading = (page: Page) =>
  page
    .getByTestId('area-content')
    .getByRole('heading')
    .and(page.locator(':not(.org-heading-loading__title)'))
    .first();
