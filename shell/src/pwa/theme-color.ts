import { themeStore } from '@organizator/shared/runtime';
import { appColours } from './app-colours';

/**
 * index.html carries one `theme-color` per system scheme. A theme chosen in the app overrides the
 * system's, so both metas then carry the chosen colour (the browser's bar matches the page).
 */
export function syncThemeColor(): () => void {
  const apply = () => {
    const { mode, dark } = themeStore.get();
    for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
      const forDark = (meta.getAttribute('media') ?? '').includes('dark');
      const useDark = mode === 'system' ? forDark : dark;
      meta.content = useDark ? appColours.dark.theme : appColours.light.theme;
    }
  };
  apply();
  return themeStore.subscribe(apply);
}
