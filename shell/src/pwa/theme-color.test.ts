import { themeStore } from '@organizator/shared/runtime';
import { appColours } from './app-colours';
import { syncThemeColor } from './theme-color';

const metas = () =>
  [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((m) => m.content);

beforeEach(() => {
  document.head.innerHTML =
    '<meta name="theme-color" media="(prefers-color-scheme: light)" content="">' +
    '<meta name="theme-color" media="(prefers-color-scheme: dark)" content="">';
});

test('a theme chosen in the app colours the browser bar whatever the system scheme', () => {
  const stop = syncThemeColor();
  themeStore.setMode('dark');
  expect(metas()).toEqual([appColours.dark.theme, appColours.dark.theme]);
  themeStore.setMode('light');
  expect(metas()).toEqual([appColours.light.theme, appColours.light.theme]);
  themeStore.setMode('system');
  expect(metas()).toEqual([appColours.light.theme, appColours.dark.theme]);
  stop();
});
