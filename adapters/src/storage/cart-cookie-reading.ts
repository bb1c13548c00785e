import { type CartOutline, MAX_OUTLINE_LINES, MAX_OUTLINE_NOTE_LENGTH } from '@more/core';
import * as z from 'zod/mini';
import { MAX_CART_COOKIE_VALUE_LENGTH } from './cart-cookie';

/*
 * The storefront's server's side of the guest cart's cookie (cart-cookie.ts): its own module, so the browser's entry,
 * which only writes the cookie, does not carry its checks.
 */

/** A slug as the API writes them, and nothing a cookie or a URL path could misread. */
const SLUG = /^[A-Za-z0-9_-]{1,160}$/;

const outlineShape = z.object({
  lines: z
    .array(
      z.object({
        slug: z.string().check(z.regex(SLUG)),
        variantId: z.number().check(z.int(), z.positive()),
        quantity: z.number().check(z.int(), z.positive(), z.lte(9_999)),
        selected: z.boolean(),
      }),
    )
    .check(z.minLength(1), z.maxLength(MAX_OUTLINE_LINES)),
  note: z.string().check(z.maxLength(MAX_OUTLINE_NOTE_LENGTH)),
});

/** The outline a cookie's value holds, or null for anything else (a cookie is the shopper's to write). */
export const decodeCartOutline = (value: string): CartOutline | null => {
  if (value.length > MAX_CART_COOKIE_VALUE_LENGTH) return null;
  const bang = value.indexOf('!');
  const linesText = bang === -1 ? value : value.slice(0, bang);
  let note: string;
  try {
    note = bang === -1 ? '' : decodeURIComponent(value.slice(bang + 1));
  } catch {
    return null;
  }
  const lines = linesText.split('.').map((text) => {
    const [slug, variantId, quantity, selected, ...rest] = text.split(':');
    if (rest.length > 0 || (selected !== '0' && selected !== '1')) return null;
    return { slug, variantId: Number(variantId), quantity: Number(quantity), selected: selected === '1' };
  });
  const parsed = outlineShape.safeParse({ lines, note });
  return parsed.success ? parsed.data : null;
};

