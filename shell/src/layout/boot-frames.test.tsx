import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AREA_ROUTES } from '@organizator/shared/domain';
import { renderBootFrames } from './boot-frames';

const frameRoutes = (html: string) =>
  [...html.matchAll(/<template data-boot-frame="([^"]+)">/g)].map((match) => match[1]);

it('the build pre-renders a frame for every route of the manifest, the fixed titles first', () => {
  const shared = AREA_ROUTES.filter((r) => r.layout === 'shared');
  const headed = shared.filter((r) => r.title).map((r) => r.path);
  const titledByData = shared.filter((r) => !r.title).map((r) => r.path);
  const bare = AREA_ROUTES.filter((r) => r.layout === 'bare').map((r) => r.path);
  // The server unwraps the first frame a path matches: /groceries/recipes/new before :id.
  expect(frameRoutes(renderBootFrames().app)).toEqual([...headed, ...titledByData, bare.join(' ')]);
  expect(bare).toEqual(expect.arrayContaining(['/editor/:listId', '/notes/:id']));
  expect(headed).toEqual(expect.arrayContaining(['/dashboard', '/food-diary/day/:date']));
  expect(titledByData).toEqual(['/groceries/recipes/:id', '/groceries/:id']);
});

it('a page titled by its data gets an empty title, shown only once first-screen.js fills it', () => {
  const { app } = renderBootFrames();
  const recipe = app.slice(app.indexOf('data-boot-frame="/groceries/recipes/:id"'));
  const frame = recipe.slice(0, recipe.indexOf('</template>'));
  expect(frame).toContain('<h1 class="org-heading-loading__title"></h1>');
  expect(frame).toContain('max-width:800px');
  expect(frame).not.toContain('org-boot__end');
  expect(frame).toMatch(/<\/div><script src="\/first-screen.js"><\/script>$/);
});

it('every frame is followed by the script that paints the saved copy into its content', () => {
  const { app } = renderBootFrames();
  const frames = app.split('</template>').filter(Boolean);
  for (const frame of frames) {
    expect(frame).toContain('data-screen=""');
    expect(frame).toMatch(/<script src="\/first-screen.js"><\/script>$/);
  }
  // A bare page has nothing to show but its copy.
  expect(frames.at(-1)).not.toContain('org-boot__end');
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
