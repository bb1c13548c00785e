/**
 * Draws the store's icons from web/public/favicon.svg with the machine's
 * Chromium, once, into web/public (committed; run again when the mark
 * changes): `npx tsx scripts/make-icons.ts`.
 *   - apple-touch-icon.png (180 px): a full square in the mark's colour (iOS rounds it);
 *   - icons/icon-192.png, icon-512.png: the mark as it is, for the web app manifest;
 *   - icons/maskable-512.png: the mark inside the safe circle of a maskable
 *     icon (Android crops it to its own shape), on the mark's own colour;
 *   - favicon.ico: 16, 32 and 48 px PNGs in one ICO, for what asks /favicon.ico.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { launchChromium } from '../tests/e2e/harness/browser';

const publicDir = new URL('../web/public/', import.meta.url);
const mark = readFileSync(new URL('favicon.svg', publicDir), 'utf8');
const MARK_COLOUR = '#8a5a3b';

const browser = await launchChromium();
const page = await browser.newPage();

/** The mark at `size` px square; `inset` of the size left around it (a maskable icon's safe zone is the middle 80%). */
const draw = async (size: number, inset = 0): Promise<Buffer> => {
  await page.setViewportSize({ width: size, height: size });
  const pad = Math.round(size * inset);
  await page.setContent(
    `<html><body style="margin:0;background:${inset ? MARK_COLOUR : 'transparent'}"><div style="padding:${pad}px">${mark.replace('<svg ', `<svg width="${size - 2 * pad}" height="${size - 2 * pad}" style="display:block" `)}</div></body></html>`,
  );
  return page.screenshot({ omitBackground: inset === 0, type: 'png' });
};

/** An ICO holding PNG images (every browser since 2007 reads them): a 6-byte header, a 16-byte entry per image, the images. */
const ico = (images: readonly { size: number; png: Buffer }[]): Buffer => {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size % 256, 0);
    entry.writeUInt8(size % 256, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
};

mkdirSync(new URL('icons/', publicDir), { recursive: true });
// iOS rounds the corners itself and fills what is transparent with black: a full square, the mark a little inside.
writeFileSync(new URL('apple-touch-icon.png', publicDir), await draw(180, 0.06));
writeFileSync(new URL('icons/icon-192.png', publicDir), await draw(192));
writeFileSync(new URL('icons/icon-512.png', publicDir), await draw(512));
writeFileSync(new URL('icons/maskable-512.png', publicDir), await draw(512, 0.1));
const small = [];
for (const size of [16, 32, 48]) small.push({ size, png: await draw(size) });
writeFileSync(new URL('favicon.ico', publicDir), ico(small));
await browser.close();
console.log('Wrote web/public: apple-touch-icon.png, favicon.ico, icons/icon-192.png, icons/icon-512.png, icons/maskable-512.png');
