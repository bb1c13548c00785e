import { describe, expect, it } from 'vitest';
import { createMockApi } from '../mock-api';
import { requestMock } from '../in-process';
import { artworkUrl } from '../handlers/media';
import fc from 'fast-check';
import { type ArtworkKind, type ArtworkLayout, type Rect, artworkKinds, artworkLayout, drawArtwork } from './artwork';
import { LINE_HEIGHT, textWidth } from './artwork-text';

describe('generated artwork', () => {
  it('draws every kind at its size, with the label as its accessible name', () => {
    for (const [kind, { width, height }] of Object.entries(artworkKinds)) {
      const svg = drawArtwork(kind as keyof typeof artworkKinds, 'Ruang Tamu <Mungil> & "Nyaman"');
      expect(svg).toContain(`viewBox="0 0 ${width} ${height}"`);
      expect(svg).toContain('aria-label="Ruang Tamu &#60;Mungil&#62; &#38; &#34;Nyaman&#34;"');
      expect(svg).not.toContain('<Mungil>');
    }
  });

  it('is served by the mock\'s own media host, and unknown kinds are 404', async () => {
    const api = await createMockApi();
    const banner = await requestMock(api, { path: artworkUrl('http://127.0.0.1:5173', 'banner', 'Diskon Akhir Tahun') });
    expect(banner.status).toBe(200);
    expect(banner.headers.get('content-type')).toContain('image/svg+xml');
    expect(String(banner.body)).toContain('Diskon Akhir Tahun');
    const unknown = await requestMock(api, { path: 'http://127.0.0.1:5173/media/art/poster/x.svg' });
    expect(unknown.status).toBe(404);
  });
});

const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The headline's lines as drawn: their estimated boxes, anchored as the SVG anchors them. */
const lineBoxes = ({ headline: { box, size, lines, anchor } }: ArtworkLayout): Rect[] => {
  const top = box.y + (box.height - lines.length * size * LINE_HEIGHT) / 2;
  return lines.map((line, i) => {
    const width = textWidth(line, size);
    return { x: anchor === 'middle' ? box.x + (box.width - width) / 2 : box.x, y: top + i * size * LINE_HEIGHT, width, height: size * LINE_HEIGHT };
  });
};

const word = fc.stringMatching(/^[A-Za-z0-9.,%&:]{1,14}$/);
const labels = fc.array(word, { minLength: 1, maxLength: 12 }).map((words) => words.join(' '));
const kinds = (Object.keys(artworkKinds) as ArtworkKind[]).filter((kind): kind is Exclude<ArtworkKind, 'avatar'> => kind !== 'avatar');

describe('the artwork\'s headline', () => {
  it('draws every word of the popup\'s label, "Voucher Rp100.000 untuk Pembelian Pertama" whole', () => {
    const { headline } = artworkLayout('square', 'Voucher Rp100.000 untuk Pembelian Pertama');
    expect(headline.lines.join(' ')).toBe('Voucher Rp100.000 untuk Pembelian Pertama');
    const svg = drawArtwork('square', 'Voucher Rp100.000 untuk Pembelian Pertama');
    for (const line of headline.lines) expect(svg).toContain(`>${line}</text>`);
  });

  it('keeps a long banner title above its button and beside the furniture', () => {
    for (const kind of ['banner', 'banner-mobile'] as const) {
      const layout = artworkLayout(kind, 'Koleksi Terbaru Akhir Tahun, Hemat hingga 50%');
      expect(layout.headline.lines.join(' ')).toBe('Koleksi Terbaru Akhir Tahun, Hemat hingga 50%');
      for (const line of lineBoxes(layout)) {
        expect(overlaps(line, layout.button!)).toBe(false);
        expect(overlaps(line, layout.illustration!)).toBe(false);
      }
    }
  });

  it('for any label and kind: every word drawn in order, each line inside its box, none on the button or the furniture', () => {
    fc.assert(
      fc.property(fc.constantFrom(...kinds), labels, (kind, label) => {
        const layout = artworkLayout(kind, label);
        const { width, height } = artworkKinds[kind];
        expect(layout.headline.lines.join(' ')).toBe(label);
        for (const line of lineBoxes(layout)) {
          const { box } = layout.headline;
          expect(line.x).toBeGreaterThanOrEqual(box.x - 0.01);
          expect(line.x + line.width).toBeLessThanOrEqual(box.x + box.width + 0.01);
          expect(line.y).toBeGreaterThanOrEqual(box.y - 0.01);
          expect(line.y + line.height).toBeLessThanOrEqual(box.y + box.height + 0.01);
          expect(box.x + box.width).toBeLessThanOrEqual(width);
          expect(box.y + box.height).toBeLessThanOrEqual(height);
          if (layout.button) expect(overlaps(line, layout.button)).toBe(false);
          if (layout.illustration) expect(overlaps(line, layout.illustration)).toBe(false);
        }
      }),
    );
  });

  it('fits the seed\'s banner and popup titles at a readable size', () => {
    const titles = ['Koleksi Terbaru Akhir Tahun, Hemat hingga 50%', 'Tidur Lebih Nyenyak dengan Kasur Springbed Pilihan', 'Jelajahi MOREVERSE, Showroom Virtual Kami', 'Voucher Rp100.000 untuk Pembelian Pertama'];
    for (const kind of ['banner', 'banner-mobile', 'square'] as const)
      for (const title of titles) expect(artworkLayout(kind, title).headline.size, `${kind}: ${title}`).toBeGreaterThanOrEqual(36);
  });
});
