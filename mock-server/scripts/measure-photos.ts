/**
 * How long the mock's media host takes to make a photo, and what each kind weighs: every photo kind
 * drawn and rendered with a fresh renderer (no disk cache), several labels or products each, the
 * median and the slowest render printed. `npx tsx mock-server/scripts/measure-photos.ts`
 */
import sharp from 'sharp';
import { artworkKinds, drawArtwork } from '../src/media/artwork';
import { drawFurniture, FURNITURE_DRAWING_SIZE } from '../src/media/furniture-svg';
import { photoArtworkSizes, PRODUCT_PHOTO_SIZE, type PhotoSize } from '../src/media/photos';
import { createPhotoRenderer } from '../src/node/photo-renderer';

const renderer = createPhotoRenderer({ cacheDir: null });
const furniture = ['sofa', 'bed', 'shelf', 'wardrobe', 'dining-table', 'lamp', 'rug', 'desk'];
const colours = ['#8a4b2a', '#2f5d50', '#c9c2b8', '#2f3e5c'];
const labels = ['Diskon Akhir Tahun', 'Ruang Tamu Skandinavia', 'Voucher Rp100.000 untuk Pembelian Pertama', 'Kamar Tidur Mungil', 'Tur Showroom MOREVERSE', 'Koleksi Terbaru'];

const kinds: { name: string; size: PhotoSize; drawings: { svg: string; width: number }[] }[] = [
  ...(['packshot', 'room'] as const).map((scene) => ({
    name: scene,
    size: PRODUCT_PHOTO_SIZE,
    drawings: furniture.map((kind, i) => ({ svg: drawFurniture({ kind, colourHex: colours[i % colours.length]!, scene, variant: i }), width: FURNITURE_DRAWING_SIZE })),
  })),
  ...Object.entries(photoArtworkSizes).map(([kind, size]) => ({
    name: kind,
    size,
    drawings: labels.map((label) => ({ svg: drawArtwork(kind as keyof typeof photoArtworkSizes, label), width: artworkKinds[kind as keyof typeof artworkKinds].width })),
  })),
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
console.log(`sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}, ${sharp.concurrency()} thread(s)`);
console.log('kind            size        render ms (median / max)   kB (min / median / max)');
for (const { name, size, drawings } of kinds) {
  // The first photo of a size also makes its light-and-grain overlay, once: timed apart.
  const first = performance.now();
  await renderer.photo(`${drawings[0]!.svg}<!-- warm -->`, drawings[0]!.width, size);
  const overlayMs = performance.now() - first;
  const times: number[] = [];
  const sizes: number[] = [];
  for (const { svg, width } of drawings) {
    const start = performance.now();
    const { bytes } = await renderer.photo(svg, width, size);
    times.push(performance.now() - start);
    sizes.push(bytes.length / 1024);
  }
  console.log(
    `${name.padEnd(15)} ${`${size.width}×${size.height}`.padEnd(11)} ${`${median(times).toFixed(0)} / ${Math.max(...times).toFixed(0)}`.padEnd(26)} ` +
      `${Math.min(...sizes).toFixed(0)} / ${median(sizes).toFixed(0)} / ${Math.max(...sizes).toFixed(0)}   (first of its size ${overlayMs.toFixed(0)} ms)`,
  );
}
