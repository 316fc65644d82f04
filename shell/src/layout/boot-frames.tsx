import { routeForPath } from '@organizator/shared/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { LightLogin } from '../auth/light-login';
import { BareContent } from './bare-content';
import { BootFrame } from './boot-frame';
import { BARE_ROUTES, FIRST_SCREEN_ROUTES } from './first-screen';
import { HEADED_ROUTES, routeHeading } from './route-headings';

const FIRST_SCREEN_SCRIPT = '<script src="/first-screen.js"></script>';

/** What the build writes into index.html: the first screen of /login and of every headed route. */
export interface BootFrames {
  /** The e-mail step of /login, as the light login renders it. */
  login: string;
  /**
   * One inert `<template data-boot-frame="/route">` per route with a fixed title, then one per
   * route titled by its data (its title left empty), then one for the bare routes (an empty page).
   * Each is followed by public/first-screen.js, which paints the page's saved copy into it; a frame
   * with nothing of its own shows only when the script did.
   */
  app: string;
}

/**
 * The page's pre-rendered first screens, from the same components the app renders over them (so
 * nothing jumps when it takes over). Run by the shell's build (boot-frames-plugin.ts), never by hand:
 * a new headed route in the area manifest gets its frame with the next build of the shell.
 */
export function renderBootFrames(): BootFrames {
  const login = renderToStaticMarkup(<LightLogin location={{ pathname: '/login', search: '' }} />);
  const app = HEADED_ROUTES.map((route) => {
    const heading = routeHeading(route);
    if (!heading) throw new Error(`${route} is headed but has no heading`);
    const frame = renderToStaticMarkup(<BootFrame pathname={route} heading={heading} />);
    return `<template data-boot-frame="${route}"><div class="org-boot-app">${frame}<i class="org-boot__end" hidden></i></div>${FIRST_SCREEN_SCRIPT}</template>`;
  }).join('');
  const saved = FIRST_SCREEN_ROUTES.map((route) => {
    const frame = renderToStaticMarkup(
      <BootFrame
        pathname={route}
        heading={{ text: '', centredWidth: routeForPath(route)?.width }}
      />,
    );
    return `<template data-boot-frame="${route}"><div class="org-boot-app" data-first-screen>${frame}</div>${FIRST_SCREEN_SCRIPT}</template>`;
  }).join('');
  const bare = renderToStaticMarkup(<BareContent />);
  const bareFrame = `<template data-boot-frame="${BARE_ROUTES.join(' ')}"><div class="org-boot-app" data-first-screen>${bare}</div>${FIRST_SCREEN_SCRIPT}</template>`;
  return { login, app: app + saved + bareFrame };
}
