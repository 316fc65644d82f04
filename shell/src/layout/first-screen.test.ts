import { readFileSync } from 'node:fs';
import path from 'node:path';
import { tokenStore } from '@organizator/shared/runtime';
import { mockApi } from '@organizator/tooling/test';
import { QueryClient } from '@tanstack/react-query';
import { logoutLoader } from '../app/logout';
import { renderBootFrames } from './boot-frames';
import {
  clearFirstScreens,
  FIRST_SCREEN_KEY,
  keepFirstScreensOf,
  rememberFirstScreen,
  savedHeading,
} from './first-screen';

const TOKEN = 'token-of-the-first-session-0123456789';
const OTHER = 'token-of-another-user-session-abcdefgh';
const RECIPE = '/groceries/recipes/5f0c2b9e-1d1b-4b7e-9d55-3c1c0c0c0c0c';

/** The layout's `<main>` as a page drew it. */
function content(html: string) {
  const main = document.createElement('main');
  main.innerHTML = html;
  return main;
}

afterEach(() => {
  localStorage.clear();
  tokenStore.clear();
});

describe('the first screen of a page titled by its data', () => {
  it('is written from the painted title, without its marks, and read back for the same session', () => {
    rememberFirstScreen(
      RECIPE,
      content('<h1>Rižoto s vrganjima<span>Javno</span></h1><p>Sastojci</p>'),
      TOKEN,
    );
    expect(savedHeading(RECIPE, TOKEN)).toEqual({ text: 'Rižoto s vrganjima', centredWidth: 800 });
    // Data, not markup.
    expect(localStorage.getItem(FIRST_SCREEN_KEY)).not.toContain('<');
  });

  it('is never shown to another session, which drops it', () => {
    rememberFirstScreen(RECIPE, content('<h1>Rižoto</h1>'), TOKEN);
    expect(savedHeading(RECIPE, OTHER)).toBeUndefined();
    expect(savedHeading(RECIPE, null)).toBeUndefined();
    keepFirstScreensOf(TOKEN);
    expect(savedHeading(RECIPE, TOKEN)).toBeDefined();
    keepFirstScreensOf(OTHER);
    expect(localStorage.getItem(FIRST_SCREEN_KEY)).toBeNull();
  });

  it('is kept only for shared-layout pages without a fixed title', () => {
    rememberFirstScreen('/groceries/recipes', content('<h1>Recepti</h1>'), TOKEN);
    rememberFirstScreen('/editor/abc', content('<h1>Tjedna kupnja</h1>'), TOKEN);
    expect(localStorage.getItem(FIRST_SCREEN_KEY)).toBeNull();
  });

  it('is forgotten when the page shows an error instead, and left while it loads', () => {
    rememberFirstScreen(RECIPE, content('<h1>Rižoto</h1>'), TOKEN);
    rememberFirstScreen(RECIPE, content('<div class="org-content-loading"></div>'), TOKEN);
    expect(savedHeading(RECIPE, TOKEN)?.text).toBe('Rižoto');
    rememberFirstScreen(RECIPE, content('<div role="alert">Recept nije pronađen.</div>'), TOKEN);
    expect(savedHeading(RECIPE, TOKEN)).toBeUndefined();
  });

  it('keeps the most recent pages only', () => {
    for (let n = 0; n < 30; n++) {
      rememberFirstScreen(`/groceries/recipes/r${n}`, content(`<h1>Recept ${n}</h1>`), TOKEN);
    }
    expect(savedHeading('/groceries/recipes/r29', TOKEN)?.text).toBe('Recept 29');
    expect(savedHeading('/groceries/recipes/r0', TOKEN)).toBeUndefined();
    const saved = JSON.parse(localStorage.getItem(FIRST_SCREEN_KEY) ?? '{}');
    expect(Object.keys(saved.screens)).toHaveLength(20);
  });

  it('is cleared on sign-out', async () => {
    tokenStore.set(TOKEN);
    rememberFirstScreen(RECIPE, content('<h1>Rižoto</h1>'), TOKEN);
    mockApi({ 'POST /logout': () => ({ data: null }) });
    await logoutLoader(new QueryClient())();
    expect(localStorage.getItem(FIRST_SCREEN_KEY)).toBeNull();
    clearFirstScreens();
  });
});

describe('public/first-screen.js', () => {
  const code = readFileSync(path.join(__dirname, '../../public/first-screen.js'), 'utf8');

  /** The recipe page's frame as the server unwraps it, then the script run right after it. */
  function boot(pathname: string) {
    const { app } = renderBootFrames();
    const template = app.match(
      /<template data-boot-frame="\/groceries\/recipes\/:id">([\s\S]*?)<\/template>/,
    );
    document.body.innerHTML = template?.[1] ?? '';
    window.history.replaceState(null, '', pathname);
    const script = document.querySelector('script');
    Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
    new Function(code)();
    return document.querySelector('[data-first-screen]');
  }

  it('draws the saved title in the frame and lets it show', () => {
    localStorage.setItem('access_token', TOKEN);
    rememberFirstScreen(RECIPE, content('<h1>Rižoto s vrganjima</h1>'), TOKEN);
    const frame = boot(RECIPE);
    expect(frame?.querySelector('h1.org-heading-loading__title')?.textContent).toBe(
      'Rižoto s vrganjima',
    );
    expect(frame?.querySelector('.org-boot__end')).not.toBeNull();
  });

  it("leaves the frame hidden with no record, or another session's", () => {
    localStorage.setItem('access_token', OTHER);
    rememberFirstScreen(RECIPE, content('<h1>Rižoto</h1>'), TOKEN);
    const frame = boot(RECIPE);
    expect(frame?.querySelector('h1')?.textContent).toBe('');
    expect(frame?.querySelector('.org-boot__end')).toBeNull();
    localStorage.setItem('access_token', TOKEN);
    expect(boot('/groceries/recipes/other')?.querySelector('.org-boot__end')).toBeNull();
  });
});
