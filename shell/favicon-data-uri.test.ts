import { readFileSync } from 'node:fs';
import path from 'node:path';
import { faviconDataUri } from './favicon-data-uri';

it('the page icon is the favicon file itself, drawn from a data: URL', () => {
  const uri = faviconDataUri(__dirname);
  const file = readFileSync(path.join(__dirname, 'public', 'favicon.svg'), 'utf8').trim();
  expect(uri.startsWith('data:image/svg+xml,')).toBe(true);
  expect(decodeURIComponent(uri.slice('data:image/svg+xml,'.length))).toBe(
    file.replaceAll('"', "'"),
  );
});

it('the data: URL can sit in a double-quoted attribute and has no fragment', () => {
  const uri = faviconDataUri(__dirname);
  expect(uri).not.toMatch(/["#\n]/);
});
