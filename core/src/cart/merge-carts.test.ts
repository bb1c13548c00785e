import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Cart } from './cart';
import { cartLineKey } from './cart-line';
import { aCartLine } from './fakes';
import { mergeCarts, normalizeCart, sameChoices } from './merge-carts';

describe('merging the guest cart into the server cart at login', () => {
  it('keeps every line of both; a line in both keeps the server data and the larger quantity', () => {
    const server: Cart = {
      lines: [aCartLine({ variantId: 1, quantity: 1, unitPrice: 900_000, validStock: 5, selected: false }), aCartLine({ variantId: 2 })],
      note: '',
    };
    const guest: Cart = { lines: [aCartLine({ variantId: 1, quantity: 3, unitPrice: 1_000_000 }), aCartLine({ variantId: 3 })], note: '' };
    const merged = mergeCarts(server, guest);
    expect(merged.lines.map((line) => [line.variantId, line.quantity, line.unitPrice])).toEqual([
      [1, 3, 900_000],
      [2, 1, 3_250_000],
      [3, 1, 3_250_000],
    ]);
    expect(merged.lines[0]?.selected).toBe(true);
  });

  it('caps the merged quantity at the server line\'s valid stock', () => {
    const merged = mergeCarts({ lines: [aCartLine({ quantity: 1, validStock: 2 })], note: '' }, { lines: [aCartLine({ quantity: 6 })], note: '' });
    expect(merged.lines[0]?.quantity).toBe(2);
  });

  it('keeps both notes when both have one, and never repeats the guest note on a retried merge', () => {
    expect(mergeCarts({ lines: [], note: 'A' }, { lines: [], note: 'B' }).note).toBe('A\nB');
    expect(mergeCarts({ lines: [], note: '' }, { lines: [], note: 'B' }).note).toBe('B');
    expect(mergeCarts({ lines: [], note: 'A' }, { lines: [], note: ' ' }).note).toBe('A');
    const once = mergeCarts({ lines: [], note: 'A' }, { lines: [], note: 'B' });
    expect(mergeCarts(once, { lines: [], note: 'B' })).toEqual(once);
  });

  it('normalises a cart from outside the rules: one line per key, quantities within the limits', () => {
    const line = aCartLine({ variantId: 1, quantity: 2, validStock: 10 });
    const cart = normalizeCart({ lines: [line, { ...line, quantity: 30 }], note: 'n' });
    expect(cart).toEqual({ lines: [{ ...line, quantity: 10 }], note: 'n' });
  });

  const lineSpec = fc.record({
    variantId: fc.integer({ min: 1, max: 6 }),
    comboId: fc.constantFrom(null, 1),
    isRedeem: fc.boolean(),
    quantity: fc.integer({ min: 1, max: 12 }),
    validStock: fc.integer({ min: 1, max: 10 }),
    selected: fc.boolean(),
    flash: fc.boolean(),
  });
  const cartOf = (specs: { variantId: number; comboId: number | null; isRedeem: boolean; quantity: number; validStock: number; selected: boolean; flash: boolean }[], note: string): Cart =>
    normalizeCart({
      lines: specs.map(({ flash, ...spec }) => aCartLine({ ...spec, flashSale: flash ? { price: 1, endsAt: null } : null })),
      note,
    });

  it('loses nothing: every guest line is there with at least min(guest quantity, valid stock), for any carts', () => {
    fc.assert(
      fc.property(fc.array(lineSpec, { maxLength: 8 }), fc.array(lineSpec, { maxLength: 8 }), fc.string(), fc.string(), (s, g, sn, gn) => {
        const server = cartOf(s, sn);
        const guest = cartOf(g, gn);
        const merged = mergeCarts(server, guest);
        const keys = merged.lines.map(cartLineKey);
        expect(new Set(keys).size).toBe(keys.length);
        for (const line of [...server.lines, ...guest.lines]) {
          const kept = merged.lines.find((it) => cartLineKey(it) === cartLineKey(line));
          expect(kept).toBeDefined();
          expect(kept!.quantity).toBeGreaterThanOrEqual(Math.min(line.quantity, kept!.flashSale ? 1 : kept!.validStock));
          expect(kept!.quantity).toBeLessThanOrEqual(kept!.flashSale ? 1 : kept!.validStock);
        }
        if (gn.trim() !== '') expect(merged.note).toContain(gn);
        if (sn.trim() !== '') expect(merged.note).toContain(sn);
        // Idempotent: a retried merge gives the same cart.
        expect(mergeCarts(merged, guest)).toEqual(merged);
      }),
    );
  });
});

describe('the same choices: what tells a stale render from the cart this browser last held', () => {
  const anyLine = fc
    .record({ variantId: fc.integer({ min: 1, max: 6 }), quantity: fc.integer({ min: 1, max: 5 }), selected: fc.boolean(), isRedeem: fc.boolean(), unitPrice: fc.integer({ min: 1, max: 9 }) })
    .map((spec) => aCartLine({ ...spec, validStock: 9 }));
  const anyCart = fc.record({ lines: fc.uniqueArray(anyLine, { selector: cartLineKey, maxLength: 5 }), note: fc.constantFrom('', 'Lantai 2') });

  it('holds for any cart against itself reordered and repriced, and fails for one unit, one selection or the note changed', () => {
    fc.assert(
      fc.property(anyCart, fc.nat(), (cart, pick) => {
        const repriced: Cart = { ...cart, lines: [...cart.lines].reverse().map((line) => ({ ...line, unitPrice: line.unitPrice + 1 })) };
        expect(sameChoices(cart, repriced)).toBe(true);
        expect(sameChoices(cart, { ...cart, note: `${cart.note}!` })).toBe(false);
        const index = pick % Math.max(1, cart.lines.length);
        const line = cart.lines[index];
        if (!line) return;
        const changed = (patch: Partial<typeof line>): Cart => ({ ...cart, lines: cart.lines.map((it, at) => (at === index ? { ...it, ...patch } : it)) });
        expect(sameChoices(cart, changed({ quantity: line.quantity + 1 }))).toBe(false);
        expect(sameChoices(cart, changed({ selected: !line.selected }))).toBe(false);
        expect(sameChoices(cart, { ...cart, lines: cart.lines.filter((_, at) => at !== index) })).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
