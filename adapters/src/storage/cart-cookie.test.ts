import { type CartOutline, MAX_OUTLINE_LINES } from '@more/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CART_COOKIE, DocumentCartOutlineCookie, MAX_CART_COOKIE_VALUE_LENGTH, encodeCartOutline } from './cart-cookie';
import { decodeCartOutline } from './cart-cookie-reading';

const anyOutline: fc.Arbitrary<CartOutline> = fc.record({
  lines: fc.array(
    fc.record({
      slug: fc.stringMatching(/^[a-z0-9]+(?:-[a-z0-9]+){0,6}$/).filter((slug) => slug.length <= 160),
      variantId: fc.integer({ min: 1, max: 2_000_000_000 }),
      quantity: fc.integer({ min: 1, max: 9_999 }),
      selected: fc.boolean(),
    }),
    { minLength: 1, maxLength: MAX_OUTLINE_LINES },
  ),
  note: fc.string({ maxLength: 300, unit: 'grapheme' }),
});

/** What a cookie's value may hold (RFC 6265 §4.1.1, cookie-octet). */
const COOKIE_OCTETS = /^[\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]*$/;

describe('the guest cart\'s outline in a cookie (issue 39, point 3)', () => {
  it('reads back every outline it writes, in characters a cookie may hold', () => {
    fc.assert(
      fc.property(anyOutline, (outline) => {
        const value = encodeCartOutline(outline);
        if (value === null) return;
        expect(value).toMatch(COOKIE_OCTETS);
        expect(value.length).toBeLessThanOrEqual(MAX_CART_COOKIE_VALUE_LENGTH);
        expect(decodeCartOutline(value)).toEqual(outline);
      }),
    );
  });

  it('is compact: a line is its slug, variant, quantity and selection', () => {
    const value = encodeCartOutline({
      lines: [
        { slug: 'sofa-minimalis', variantId: 11, quantity: 2, selected: true },
        { slug: 'meja-makan', variantId: 7, quantity: 1, selected: false },
      ],
      note: 'Kirim sore, ya!',
    });
    expect(value).toBe('sofa-minimalis:11:2:1.meja-makan:7:1:0!Kirim%20sore%2C%20ya!');
  });

  it('writes nothing for an outline too big for a cookie', () => {
    const lines = Array.from({ length: MAX_OUTLINE_LINES }, (_, index) => ({ slug: 'x'.repeat(160), variantId: index + 1, quantity: 1, selected: true }));
    expect(encodeCartOutline({ lines, note: '' })).not.toBeNull();
    expect(encodeCartOutline({ lines, note: 'é'.repeat(300) })).toBeNull();
  });

  it('refuses whatever else a cookie holds (a cookie is the shopper\'s to write)', () => {
    for (const value of [
      '',
      'sofa',
      'sofa:11:2',
      'sofa:11:2:1:9',
      'sofa:11:2:yes',
      'sofa:-1:2:1',
      'sofa:11:0:1',
      'sofa:11:1.5:1',
      'sofa:11:10000:1',
      '../../etc:11:1:1',
      'so fa:11:1:1',
      'sofa:11:1:1!%E0%A4%A',
      `sofa:11:1:1!${'a'.repeat(301)}`,
      Array.from({ length: MAX_OUTLINE_LINES + 1 }, (_, index) => `sofa:${index + 1}:1:1`).join('.'),
      'x'.repeat(MAX_CART_COOKIE_VALUE_LENGTH + 1),
    ]) {
      expect(decodeCartOutline(value), value).toBeNull();
    }
  });
});

describe('the outline\'s cookie in the page', () => {
  const jar = () => {
    const written: string[] = [];
    return {
      written,
      jar: {
        set cookie(value: string) {
          written.push(value);
        },
        get cookie() {
          return '';
        },
      },
    };
  };
  const outline: CartOutline = { lines: [{ slug: 'sofa-minimalis', variantId: 11, quantity: 2, selected: true }], note: '' };

  it('is written for /cart alone, once for the same outline, and removed when there is none', () => {
    const { written, jar: page } = jar();
    const cookie = new DocumentCartOutlineCookie(page, true);
    cookie.write(outline);
    cookie.write({ ...outline, lines: [...outline.lines] });
    expect(written).toEqual([`${CART_COOKIE}=sofa-minimalis:11:2:1; Max-Age=2592000; Path=/cart; SameSite=Lax; Secure`]);
    cookie.write(null);
    cookie.write(null);
    expect(written.slice(1)).toEqual([`${CART_COOKIE}=; Max-Age=0; Path=/cart; SameSite=Lax; Secure`]);
  });

  it('is not Secure over plain http (a phone on the shop\'s wifi to a test machine), and a first write of none removes any left', () => {
    const { written, jar: page } = jar();
    const cookie = new DocumentCartOutlineCookie(page, false);
    cookie.write(null);
    cookie.write(outline);
    expect(written).toEqual([`${CART_COOKIE}=; Max-Age=0; Path=/cart; SameSite=Lax`, `${CART_COOKIE}=sofa-minimalis:11:2:1; Max-Age=2592000; Path=/cart; SameSite=Lax`]);
  });
});
