import { renderToStaticMarkup } from 'react-dom/server';
import { BootFrame } from './boot-frame';
import { routeHeading } from './route-headings';

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
