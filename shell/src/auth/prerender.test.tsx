import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { LightLogin } from './light-login';

/**
 * index.html carries a pre-rendered copy of /login so the form paints before any bundle arrives
 * (docs/decisions/shell.md). React then renders the same markup over it; if the two differ the page
 * would visibly jump. Run `UPDATE_PRERENDER=1 npx jest prerender` after changing the login screen.
 */
const template = path.join(__dirname, '../../index.html');
const MARKERS = /(<!--prerender:login-->)([\s\S]*?)(<!--\/prerender:login-->)/;

it('index.html holds exactly what the e-mail step of /login renders', () => {
  const rendered = renderToStaticMarkup(
    <LightLogin location={{ pathname: '/login', search: '' }} />,
  );
  const html = readFileSync(template, 'utf8');
  if (process.env.UPDATE_PRERENDER) {
    writeFileSync(
      template,
      html.replace(MARKERS, (_m, open, _old, close) => open + rendered + close),
    );
  }
  const prerendered = readFileSync(template, 'utf8').match(MARKERS)?.[2];
  expect(prerendered).toBe(rendered);
});
