import { t } from '@organizator/shared/i18n';
import { themeStore, useTheme } from '@organizator/shared/runtime';
import { MoonIcon, SunIcon } from './icons';

/** Flips light/dark (docs/product.md#behaviour): stores darkMode and sets the `dark` class on <html>. */
export function ThemeToggle() {
  const { dark } = useTheme();
  return (
    <button
      type="button"
      className="org-icon-button"
      aria-label={t.nav.toggleTheme}
      title={t.nav.toggleTheme}
      aria-pressed={dark}
      data-testid="theme-toggle"
      onClick={() => themeStore.toggle()}
    >
      {dark ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
