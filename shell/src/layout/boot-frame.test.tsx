import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { BootFrame } from './boot-frame';
import { HEADED_ROUTES, routeHeading } from './route-headings';

/**
 * index.html carries, per page with a fixed title, the boot frame inside an inert <template>; the
 * API unwraps the requested page's copy (api/src/http/shell-page.ts), so its layout and title paint
 * before any bundle arrives. React renders the same markup over it while the app starts; if the two
 * differ the page would jump. Run `UPDATE_PRERENDER=1 npx jest boot-frame` after changing the layout.
 */
const template = path.join(__dirname, '../../index.html');
const MARKERS = /(<!--prerender:app-->)([\s\S]*?)(<!--\/prerender:app-->)/;

const frames = () =>
  HEADED_ROUTES.map((route) => {
    const frame = renderToStaticMarkup(
      <BootFrame pathname={route} heading={routeHeading(route)!} />,
    );
    return `<template data-boot-frame="${route}"><div class="org-boot-app">${frame}<i class="org-boot__end" hidden></i></div></template>`;
  }).join('');

it('index.html holds the boot frame of every route with a fixed title', () => {
  const rendered = frames();
  const html = readFileSync(template, 'utf8');
  if (process.env.UPDATE_PRERENDER) {
    writeFileSync(
      template,
      html.replace(MARKERS, (_m, open, _old, close) => open + rendered + close),
    );
  }
  expect(readFileSync(template, 'utf8').match(MARKERS)?.[2]).toBe(rendered);
});

it('marks the current area in the frame, as the live navigation does', () => {
  const html = renderToStaticMarkup(
    <BootFrame pathname="/notes" heading={routeHeading('/notes/')!} />,
  );
  expect(html).toContain(
    '<a href="/notes" class="org-nav__link" data-active="true" aria-current="page">',
  );
  expect(html).toContain('<h1 class="org-heading-loading__title">Bilješke</h1>');
});

it('finds the title of a route with a parameter, and none for a page titled by its data', () => {
  expect(routeHeading('/food-diary/day/2026-11-24')?.text).toBe('Dnevnik prehrane');
  expect(routeHeading('/groceries/create')?.text).toBe('Nova namirnica');
  expect(routeHeading('/groceries/42')).toBeUndefined();
  expect(routeHeading('/editor/42')).toBeUndefined();
});
