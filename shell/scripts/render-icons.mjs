// Renders the app icons in public/ from the SVG sources in icons/ (run after changing an SVG:
// `pnpm --filter shell icons`). The PNGs are committed, so a build needs no native renderer.
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';

const dir = path.join(import.meta.dirname, '..');
const source = (name) => readFileSync(path.join(dir, 'icons', name), 'utf8');
const png = (svg, size) =>
  new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
const out = (name, data) => writeFileSync(path.join(dir, 'public', name), data);

const icon = source('icon.svg');
const maskable = source('icon-maskable.svg');
out('icons/icon-192.png', png(icon, 192));
out('icons/icon-512.png', png(icon, 512));
out('icons/icon-maskable-192.png', png(maskable, 192));
out('icons/icon-maskable-512.png', png(maskable, 512));
// iOS ignores the manifest's icons and masks the square itself.
out('icons/apple-touch-icon.png', png(maskable, 180));
copyFileSync(path.join(dir, 'icons', 'icon.svg'), path.join(dir, 'public', 'favicon.svg'));

// favicon.ico for browsers and tools that ask for it by name: an ICO holding PNG images.
const images = [16, 32, 48].map((size) => ({ size, data: png(icon, size) }));
const header = Buffer.alloc(6 + 16 * images.length);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(images.length, 4);
let offset = header.length;
images.forEach(({ size, data }, i) => {
  const at = 6 + 16 * i;
  header.writeUInt8(size, at);
  header.writeUInt8(size, at + 1);
  header.writeUInt16LE(1, at + 4);
  header.writeUInt16LE(32, at + 6);
  header.writeUInt32LE(data.length, at + 8);
  header.writeUInt32LE(offset, at + 12);
  offset += data.length;
});
out('favicon.ico', Buffer.concat([header, ...images.map((image) => image.data)]));
