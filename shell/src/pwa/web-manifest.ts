import { t } from '@organizator/shared/i18n';
import { appColours } from './app-colours';

/**
 * The web app manifest, built from the dictionary at build time (rspack.config.ts emits it as
 * manifest.webmanifest). A manifest has one theme and background colour; the dark ones reach the
 * browser through `theme-color` metas with a media query (index.html) and the proposed
 * `user_preferences` member, which browsers without support ignore.
 */
export function webManifest() {
  return {
    id: '/dashboard',
    name: t.offline.appFullName,
    short_name: t.common.appName,
    description: t.offline.appDescription,
    lang: 'hr',
    dir: 'ltr',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: appColours.light.theme,
    background_color: appColours.light.background,
    user_preferences: {
      color_scheme_dark: {
        theme_color: appColours.dark.theme,
        background_color: appColours.dark.background,
      },
    },
    categories: ['productivity', 'shopping', 'food'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icons/icon-maskable-192.png',
        sizes: '192x192',
        type: 'image/png',
        purpose: 'maskable',
      },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}
