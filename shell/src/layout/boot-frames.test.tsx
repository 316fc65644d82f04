import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AREA_ROUTES } from '@organizator/shared/domain';
import { renderBootFrames } from './boot-frames';

const frameRoutes = (html: string) =>
  [...html.matchAll(/<template data-boot-frame="([^"]+)">/g)].map((match) => match[1]);

it('the build pre-renders a frame for every shared-layout route of the manifest with a fixed title', () => {
  const headed = AREA_ROUTES.filter((r) => r.layout === 'shared' && r.title).map((r) => r.path);
  expect(frameRoutes(renderBootFrames().app)).toEqual(headed);
  expect(headed).toEqual(expect.arrayContaining(['/dashboard', '/food-diary/day/:date']));
  expect(headed).not.toContain('/groceries/:id');
});

it('each frame holds its page title and marks its area in the navigation', () => {
  const { app } = renderBootFrames();
  const diary = app.slice(app.indexOf('data-boot-frame="/food-diary/day/:date"'));
  expect(diary).toContain('<h1 class="org-heading-loading__title">Dnevnik prehrane</h1>');
  expect(diary).toContain('max-width:720px');
  expect(diary).toContain('href="/food-diary/day/today" class="org-nav__link" data-active="true"');
});

it('pre-renders the e-mail step of /login', () => {
  expect(renderBootFrames().login).toContain('type="email"');
});

it('index.html leaves the frames to the build: it holds the places they go, not their markup', () => {
  const html = readFileSync(path.join(__dirname, '../../index.html'), 'utf8');
  expect(html).toContain('<!--boot-frames:login-->');
  expect(html).toContain('<!--boot-frames:app-->');
  expect(html).not.toContain('org-heading-loading');
});
