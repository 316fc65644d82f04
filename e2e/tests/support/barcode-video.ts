import { writeFileSync } from 'node:fs';

// EAN-13 as GS1 prints it: a start guard, six digits in L or G code (the pattern of the two tells
// the first digit), a centre guard, six digits in R code, an end guard.
const L = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
];
const R = L.map((code) => [...code].map((bit) => (bit === '1' ? '0' : '1')).join(''));
const G = R.map((code) => [...code].reverse().join(''));
const PARITY = [
  'LLLLLL',
  'LLGLGG',
  'LLGGLG',
  'LLGGGL',
  'LGLLGG',
  'LGGLLG',
  'LGGGLL',
  'LGLGLG',
  'LGLGGL',
  'LGGLGL',
];

/** The 95 modules (1 = bar) of an EAN-13 code. */
export function ean13Modules(code: string): string {
  const digits = [...code].map(Number);
  const parity = PARITY[digits[0] ?? 0] ?? '';
  const left = digits
    .slice(1, 7)
    .map((d, i) => (parity[i] === 'G' ? G[d] : L[d]))
    .join('');
  const right = digits
    .slice(7)
    .map((d) => R[d])
    .join('');
  return `101${left}01010${right}101`;
}

const WIDTH = 640;
const HEIGHT = 480;
const MODULE_PX = 4;
const BAR_HEIGHT = 300;
/** The fake camera loops the file; a few identical frames are enough. */
const FRAMES = 5;

/**
 * A Y4M video (what Chromium's fake camera plays with --use-file-for-fake-video-capture) of a
 * printed EAN-13: black bars on white, centred, with the quiet zone around them.
 */
export function writeBarcodeVideo(code: string, file: string): void {
  const modules = ean13Modules(code);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  const left = Math.floor((WIDTH - modules.length * MODULE_PX) / 2);
  const top = Math.floor((HEIGHT - BAR_HEIGHT) / 2);
  for (let y = top; y < top + BAR_HEIGHT; y++) {
    for (let m = 0; m < modules.length; m++) {
      if (modules[m] !== '1') continue;
      luma.fill(16, y * WIDTH + left + m * MODULE_PX, y * WIDTH + left + (m + 1) * MODULE_PX);
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]));
}
