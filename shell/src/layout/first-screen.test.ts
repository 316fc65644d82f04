import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PICTURE_CSS } from '@organizator/shared/picture';
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
  rememberFirstScreenWhenIdle,
  savedCopy,
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
    // The record holds text; the copy of the content sits under the page's own key.
    expect(localStorage.getItem(FIRST_SCREEN_KEY)).not.toContain('<');
    expect(savedCopy(RECIPE, TOKEN)?.html).toContain('<p>Sastojci</p>');
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

  it('keeps a title only for shared-layout pages without a fixed one, and a copy of every page', () => {
    rememberFirstScreen('/groceries/recipes', content('<h1>Recepti</h1><p>Moji</p>'), TOKEN);
    rememberFirstScreen(
      '/editor/abc',
      content('<h1>Tjedna kupnja</h1><ul><li>Mlijeko</li></ul>'),
      TOKEN,
    );
    expect(savedHeading('/groceries/recipes', TOKEN)).toBeUndefined();
    expect(savedHeading('/editor/abc', TOKEN)).toBeUndefined();
    expect(savedCopy('/groceries/recipes', TOKEN)?.html).toBe('<h1>Recepti</h1><p>Moji</p>');
    expect(savedCopy('/editor/abc', TOKEN)?.html).toContain('<li>Mlijeko</li>');
    expect(savedCopy('/editor/abc', OTHER)).toBeUndefined();
    expect(savedCopy('/settings', TOKEN)).toBeUndefined();
  });

  it('copies no page while it loads, and no image the page drew from memory', () => {
    rememberFirstScreen('/notes', content('<h1>Bilješke</h1><div aria-busy="true"></div>'), TOKEN);
    expect(savedCopy('/notes', TOKEN)).toBeUndefined();
    rememberFirstScreen(
      '/editor/abc',
      content('<img src="blob:http://localhost/1" alt="Fotografija" width="40">'),
      TOKEN,
    );
    expect(savedCopy('/editor/abc', TOKEN)?.html).toBe('<img alt="Fotografija" width="40">');
  });

  it('shows no copy of a page of days as seen from today once the day has changed', () => {
    jest.useFakeTimers({ now: new Date(2026, 10, 28, 23, 50) });
    try {
      rememberFirstScreen('/food-diary/day/today', content('<h2>Danas</h2>'), TOKEN);
      rememberFirstScreen('/notes', content('<h1>Bilješke</h1>'), TOKEN);
      expect(savedCopy('/food-diary/day/today', TOKEN)?.day).toBe('2026-11-28');
      jest.setSystemTime(new Date(2026, 10, 29, 0, 10));
      expect(savedCopy('/food-diary/day/today', TOKEN)).toBeUndefined();
      expect(savedCopy('/notes', TOKEN)?.html).toBe('<h1>Bilješke</h1>');
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows no copy laid out for another width of the window', () => {
    rememberFirstScreen('/notes', content('<h1>Bilješke</h1>'), TOKEN);
    expect(savedCopy('/notes', TOKEN)?.width).toBe(window.innerWidth);
    const width = window.innerWidth;
    try {
      Object.defineProperty(window, 'innerWidth', { value: width + 100, configurable: true });
      expect(savedCopy('/notes', TOKEN)).toBeUndefined();
    } finally {
      Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
    }
  });

  it('keeps a large page by its title only', () => {
    const rows = '<li>Stavka s dovoljno dugim imenom</li>'.repeat(5000);
    rememberFirstScreen(RECIPE, content(`<h1>Rižoto</h1><ul>${rows}</ul>`), TOKEN);
    expect(savedHeading(RECIPE, TOKEN)?.text).toBe('Rižoto');
    expect(savedCopy(RECIPE, TOKEN)).toBeUndefined();
  });

  it('is forgotten when the page shows an error instead, and left while it loads', () => {
    rememberFirstScreen(RECIPE, content('<h1>Rižoto</h1>'), TOKEN);
    rememberFirstScreen(RECIPE, content('<div class="org-content-loading"></div>'), TOKEN);
    expect(savedHeading(RECIPE, TOKEN)?.text).toBe('Rižoto');
    rememberFirstScreen(RECIPE, content('<div role="alert">Recept nije pronađen.</div>'), TOKEN);
    expect(savedHeading(RECIPE, TOKEN)).toBeUndefined();
    expect(savedCopy(RECIPE, TOKEN)).toBeUndefined();
  });

  it('keeps the most recent pages only', () => {
    for (let n = 0; n < 30; n++) {
      rememberFirstScreen(`/groceries/recipes/r${n}`, content(`<h1>Recept ${n}</h1>`), TOKEN);
    }
    expect(savedHeading('/groceries/recipes/r29', TOKEN)?.text).toBe('Recept 29');
    expect(savedHeading('/groceries/recipes/r0', TOKEN)).toBeUndefined();
    const saved = JSON.parse(localStorage.getItem(FIRST_SCREEN_KEY) ?? '{}');
    expect(Object.keys(saved.screens)).toHaveLength(20);
    // The copies of the pages forgotten go with them.
    expect(Object.keys(localStorage).filter((key) => key.startsWith('first-screen:'))).toHaveLength(
      20,
    );
  });

  describe('taken while the page is idle', () => {
    let clock = 0;
    beforeEach(() => {
      jest.useFakeTimers();
      // Every reading of the clock is a few milliseconds later: each slice tests a rule or two.
      jest.spyOn(performance, 'now').mockImplementation(() => (clock += 5));
      const style = document.createElement('style');
      style.textContent = '.row { color: red; } .card { padding: 0; } .title { margin: 0; }';
      document.head.append(style);
    });
    afterEach(() => {
      document.head.innerHTML = '';
      jest.useRealTimers();
      jest.restoreAllMocks();
    });

    it('is written, with the rules it uses, once its slices have run', () => {
      const page = content('<h1 class="title">Bilješke</h1><p class="row">Kupiti mlijeko</p>');
      const done = jest.fn();
      rememberFirstScreenWhenIdle('/notes', page, TOKEN, done);
      jest.advanceTimersToNextTimer();
      expect(done).not.toHaveBeenCalled();
      expect(savedCopy('/notes', TOKEN)).toBeUndefined();
      jest.runAllTimers();
      expect(done).toHaveBeenCalledTimes(1);
      expect(savedCopy('/notes', TOKEN)?.css).toMatch(/\.row[\s\S]*\.title/);
      expect(savedCopy('/notes', TOKEN)?.css).not.toContain('.card');
    });

    it('is left for the next time when the page changed while its rules were read', () => {
      const page = content('<h1 class="title">Bilješke</h1>');
      const done = jest.fn();
      rememberFirstScreenWhenIdle('/notes', page, TOKEN, done);
      jest.advanceTimersToNextTimer();
      page.insertAdjacentHTML('beforeend', '<p class="card">Nova bilješka</p>');
      jest.runAllTimers();
      expect(done).toHaveBeenCalledTimes(1);
      expect(savedCopy('/notes', TOKEN)).toBeUndefined();
    });
  });

  it('is cleared on sign-out', async () => {
    tokenStore.set(TOKEN);
    rememberFirstScreen(RECIPE, content('<h1>Rižoto</h1>'), TOKEN);
    mockApi({ 'POST /logout': () => ({ data: null }) });
    await logoutLoader(new QueryClient())();
    expect(localStorage.getItem(FIRST_SCREEN_KEY)).toBeNull();
    expect(Object.keys(localStorage).filter((key) => key.startsWith('first-screen'))).toEqual([]);
    clearFirstScreens();
  });
});

describe('public/first-screen.js', () => {
  const code = readFileSync(path.join(__dirname, '../../public/first-screen.js'), 'utf8');

  /** The frame of `route` as the server unwraps it, then the script run right after it. */
  function boot(pathname: string, route = '/groceries/recipes/:id') {
    const { app } = renderBootFrames();
    const start = app.indexOf(`<template data-boot-frame="${route}`);
    const frame = app.slice(app.indexOf('>', start) + 1, app.indexOf('</template>', start));
    document.head.innerHTML = '';
    document.body.innerHTML = frame;
    window.history.replaceState(null, '', pathname);
    const script = document.querySelector('script');
    Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
    new Function(code)();
    return document.querySelector('.org-boot-app');
  }

  /** A copy as the app saves it, with the rules it was painted with. */
  function saveCopy(pathname: string, html: string, title = '', css: string | null = 'p{}') {
    localStorage.setItem(
      FIRST_SCREEN_KEY,
      JSON.stringify({ owner: TOKEN.slice(-16), screens: { [pathname]: { title } } }),
    );
    localStorage.setItem(
      `first-screen:${pathname}`,
      JSON.stringify(css === null ? { html } : { html, css }),
    );
  }

  it('paints the saved copy in place of the spinner, with its rules, inert, and lets it show', () => {
    localStorage.setItem('access_token', TOKEN);
    saveCopy(RECIPE, '<h1>Rižoto s vrganjima</h1><p>Sastojci</p>', 'Rižoto s vrganjima');
    const frame = boot(RECIPE);
    const copy = frame?.querySelector('main .org-saved-screen');
    // With the rule that draws no field in a picture (a copy saved while copies still had them):
    // the same rule as the app's own, which this script spells out again.
    expect(copy?.innerHTML).toBe(
      `<style>p{}${PICTURE_CSS}</style><h1>Rižoto s vrganjima</h1><p>Sastojci</p>`,
    );
    expect(copy?.hasAttribute('data-org-picture')).toBe(true);
    expect(copy?.hasAttribute('inert')).toBe(true);
    expect(copy?.getAttribute('aria-busy')).toBe('true');
    expect(frame?.querySelector('.org-content-loading')).toBeNull();
    expect(frame?.querySelector('.org-boot__end')).not.toBeNull();
  });

  it('draws only the saved title when the copy is not whole', () => {
    localStorage.setItem('access_token', TOKEN);
    saveCopy(RECIPE, '<h1>Rižoto s vrganjima</h1>', 'Rižoto s vrganjima', null);
    const frame = boot(RECIPE);
    expect(frame?.querySelector('.org-saved-screen')).toBeNull();
    expect(frame?.querySelector('h1.org-heading-loading__title')?.textContent).toBe(
      'Rižoto s vrganjima',
    );
    expect(frame?.querySelector('.org-boot__end')).not.toBeNull();
  });

  it('paints a bare page from its copy alone, and a page with a fixed title over its spinner', () => {
    localStorage.setItem('access_token', TOKEN);
    saveCopy('/editor/abc', '<h1>Tjedna kupnja</h1><ul><li>Mlijeko</li></ul>');
    const bare = boot('/editor/abc', '/lists/new');
    expect(bare?.querySelector('.org-bare-content .org-saved-screen li')?.textContent).toBe(
      'Mlijeko',
    );
    expect(bare?.querySelector('.org-boot__end')).not.toBeNull();

    saveCopy('/settings', '<h1>Postavke</h1><form>Cilj</form>');
    const settings = boot('/settings', '/settings');
    expect(settings?.querySelector('main .org-saved-screen form')?.textContent).toBe('Cilj');
    expect(settings?.querySelectorAll('.org-boot__end')).toHaveLength(1);
  });

  it('paints no copy laid out for another width', () => {
    localStorage.setItem('access_token', TOKEN);
    saveCopy('/notes', '<h1>Bilješke</h1>');
    const stored = JSON.parse(localStorage.getItem('first-screen:/notes') ?? '{}');
    localStorage.setItem(
      'first-screen:/notes',
      JSON.stringify({ ...stored, width: window.innerWidth + 100 }),
    );
    expect(boot('/notes', '/notes')?.querySelector('.org-saved-screen')).toBeNull();
  });

  it('paints no copy of a page of days taken on another day', () => {
    localStorage.setItem('access_token', TOKEN);
    saveCopy('/food-diary/day/today', '<h2>Danas</h2>');
    const stored = JSON.parse(localStorage.getItem('first-screen:/food-diary/day/today') ?? '{}');
    localStorage.setItem(
      'first-screen:/food-diary/day/today',
      JSON.stringify({ ...stored, day: '2000-01-01' }),
    );
    const diary = boot('/food-diary/day/today', '/food-diary/day/:date');
    expect(diary?.querySelector('.org-saved-screen')).toBeNull();
    expect(diary?.querySelector('.org-heading-loading__title')?.textContent).toBe(
      'Dnevnik prehrane',
    );
  });

  it("leaves the frame hidden with no record, or another session's", () => {
    localStorage.setItem('access_token', OTHER);
    rememberFirstScreen(RECIPE, content('<h1>Rižoto</h1>'), TOKEN);
    const frame = boot(RECIPE);
    expect(frame?.querySelector('h1')?.textContent).toBe('');
    expect(frame?.querySelector('.org-saved-screen')).toBeNull();
    expect(frame?.querySelector('.org-boot__end')).toBeNull();
    localStorage.setItem('access_token', TOKEN);
    expect(boot('/groceries/recipes/other')?.querySelector('.org-boot__end')).toBeNull();
    expect(boot('/editor/unseen', '/lists/new')?.querySelector('.org-boot__end')).toBeNull();
  });
});
