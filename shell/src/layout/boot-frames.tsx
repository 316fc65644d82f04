import { routeForPath } from '@organizator/shared/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { LightLogin } from '../auth/light-login';
import { BootFrame } from './boot-frame';
import { FIRST_SCREEN_ROUTES } from './first-screen';
import { HEADED_ROUTES, routeHeading } from './route-headings';

/** What the build writes into index.html: the first screen of /login and of every headed route. */
export interface BootFrames {
  /** The e-mail step of /login, as the light login renders it. */
  login: string;
  /**
   * One inert `<template data-boot-frame="/route">` per route with a fixed title, then one per
   * route titled by its data: its title left empty for public/first-screen.js (written beside it)
   * to fill from the page's saved first screen, and shown only when it did.
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
    return `<template data-boot-frame="${route}"><div class="org-boot-app">${frame}<i class="org-boot__end" hidden></i></div></template>`;
  }).join('');
  const saved = FIRST_SCREEN_ROUTES.map((route) => {
    const frame = renderToStaticMarkup(
      <BootFrame
        pathname={route}
        heading={{ text: '', centredWidth: routeForPath(route)?.width }}
      />,
    );
    return `<template data-boot-frame="${route}"><div class="org-boot-app" data-first-screen>${frame}</div><script src="/first-screen.js"></script></template>`;
  }).join('');
  return { login, app: app + saved };
}
