import { useSyncExternalStore } from 'react';
import { DARK_MODE_KEY } from '../domain/constants';
import { createStore } from './create-store';
import { safeStorage } from './storage';

export type ThemeMode = 'light' | 'dark' | 'system';

/** `darkMode` holds "true" or "false" (docs/product.md#data); no value means "follow the system". */
function readMode(): ThemeMode {
  const stored = safeStorage.get(DARK_MODE_KEY);
  if (stored === 'true') return 'dark';
  if (stored === 'false') return 'light';
  return 'system';
}

const systemDark = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;

const resolve = (mode: ThemeMode) => (mode === 'system' ? systemDark() : mode === 'dark');

const store = createStore({ mode: readMode(), dark: resolve(readMode()) });

function apply() {
  if (typeof document !== 'undefined') {
    document.documentElement.classList.toggle('dark', store.get().dark);
    document.documentElement.style.colorScheme = store.get().dark ? 'dark' : 'light';
  }
}

export const themeStore = {
  get: store.get,
  subscribe: store.subscribe,
  setMode(mode: ThemeMode) {
    if (mode === 'system') safeStorage.remove(DARK_MODE_KEY);
    else safeStorage.set(DARK_MODE_KEY, String(mode === 'dark'));
    store.set({ mode, dark: resolve(mode) });
    apply();
  },
  /** The theme toggle: flips the stored darkMode flag and the `dark` class on the root (docs/product.md#behaviour). */
  toggle() {
    themeStore.setMode(store.get().dark ? 'light' : 'dark');
  },
  /** Start following the OS setting while in system mode; call once at boot. */
  init() {
    apply();
    if (typeof matchMedia !== 'function') return () => {};
    const media = matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => {
      if (store.get().mode === 'system') {
        store.set({ mode: 'system', dark: media.matches });
        apply();
      }
    };
    media.addEventListener?.('change', onChange);
    return () => media.removeEventListener?.('change', onChange);
  },
};

export function useTheme() {
  return useSyncExternalStore(themeStore.subscribe, themeStore.get, themeStore.get);
}
