import jsQR from 'jsqr';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PaymentQrCode } from './PaymentQrCode';
import { QUIET_ZONE, qrMatrix } from './qr-matrix';

// A GoPay QRIS payload as the mock's gateway issues one (mock-server/src/handlers/orders/qris.ts).
const QRIS =
  '00020101021226590015ID.CO.GOJEK.WWW0118936009140000052681021' +
  '0G0000526810303UBE51440014ID.CO.QRIS.WWW0215ID10260526819370303UBE52045712530336054071250000' +
  '5802ID5914MORE FURNITURE6006GRESIK610561151622601170INV-20261128-00010502A16304ABCD';

/** The rendered SVG's dark modules, read back from its path, painted at `scale` pixels a module as RGBA. */
const paint = (markup: string, scale = 4) => {
  const size = Number(/viewBox="0 0 (\d+) \1"/.exec(markup)?.[1]);
  const d = /<path d="([^"]+)"/.exec(markup)?.[1] ?? '';
  const width = size * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y, run] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    for (let column = Number(x); column < Number(x) + Number(run); column += 1) {
      for (let dy = 0; dy < scale; dy += 1) {
        for (let dx = 0; dx < scale; dx += 1) {
          const at = ((Number(y) * scale + dy) * width + column * scale + dx) * 4;
          pixels.fill(0, at, at + 3);
        }
      }
    }
  }
  return { size, pixels, width };
};

describe('the payment QR code', () => {
  it.each([
    ['a QRIS payload', QRIS],
    ['a short text', 'MORE'],
    ['text beyond ASCII', 'Bayar Rp1.250.000 — terima kasih'],
  ])('encodes exactly what it is given (%s): a decoder reads the rendered SVG back', (_, text) => {
    const markup = renderToStaticMarkup(<PaymentQrCode text={text} label="Kode QR pembayaran GoPay" />);
    const { pixels, width } = paint(markup);
    expect(jsQR(pixels, width, width)?.data).toBe(text);
  });

  it('keeps a quiet zone of four light modules, dark on a white square', () => {
    const markup = renderToStaticMarkup(<PaymentQrCode text={QRIS} label="Kode QR pembayaran GoPay" />);
    const { size } = paint(markup);
    expect(size).toBe(qrMatrix(QRIS).length + 2 * QUIET_ZONE);
    const starts = [...markup.matchAll(/M(\d+) (\d+)h(\d+)/g)].map(([, x, y, run]) => [Number(x), Number(y), Number(x) + Number(run)]);
    expect(Math.min(...starts.map(([x]) => x!))).toBe(QUIET_ZONE);
    expect(Math.min(...starts.map(([, y]) => y!))).toBe(QUIET_ZONE);
    expect(Math.max(...starts.map(([, , end]) => end!))).toBe(size - QUIET_ZONE);
    expect(markup).toContain('<rect width="' + size + '" height="' + size + '" fill="#ffffff"');
    expect(markup).toContain('fill="#000000"');
  });

  it('names itself for assistive technology', () => {
    const markup = renderToStaticMarkup(<PaymentQrCode text="MORE" label="Kode QR pembayaran GoPay" />);
    expect(markup).toMatch(/^<svg[^>]* role="img"[^>]* aria-label="Kode QR pembayaran GoPay"/);
    expect(markup).toContain('<title>Kode QR pembayaran GoPay</title>');
  });
});
