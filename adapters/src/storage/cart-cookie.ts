import { type CartOutline, storePaths } from '@more/core';

/**
 * A guest's cart outline (core's cart-outline.ts) in a cookie, so that the storefront's server can render that guest's
 * /cart (issue 39, point 3). Not a secret and not the cart: the cart stays in local storage, and the page rewrites this
 * outline at every change of it (web's browser-cart.ts).
 *
 * Sent with /cart alone (`Path=/cart`): every other page of a guest with a cart stays one every cache may share.
 * Written by the page's script (no HttpOnly: nothing in it is anyone else's), `SameSite=Lax`, `Secure` over https.
 */
export const CART_COOKIE = 'more_cart';
export const CART_COOKIE_PATH = storePaths.cart;
/** As long as the session's cookie: a guest away longer finds the cart rendered by the browser, as before. */
export const CART_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** A cookie's name and value fit in 4,096 bytes; an outline that would not fit is not written. */
export const MAX_CART_COOKIE_VALUE_LENGTH = 3_800;

/**
 * `slug:variant:quantity:selected` per line, lines joined by `.`, then `!` and the note URI-encoded when there is
 * one: only characters a cookie's value may hold. Null when the outline would not fit a cookie.
 */
export const encodeCartOutline = (outline: CartOutline): string | null => {
  const lines = outline.lines.map((line) => `${line.slug}:${line.variantId}:${line.quantity}:${line.selected ? 1 : 0}`).join('.');
  const value = outline.note === '' ? lines : `${lines}!${encodeURIComponent(outline.note)}`;
  return value.length <= MAX_CART_COOKIE_VALUE_LENGTH ? value : null;
};

/** The page's cookie jar (`document.cookie`). */
export class DocumentCartOutlineCookie {
  private written: string | null | undefined;

  constructor(
    private readonly jar: { cookie: string },
    private readonly secure: boolean,
  ) {}

  /** Writes the outline, or removes the cookie when there is none (an empty cart, one the server cannot render, a customer's). */
  write(outline: CartOutline | null): void {
    const value = outline ? encodeCartOutline(outline) : null;
    // Every change of the cart asks: a cookie the same as the last one written is not written again. The first ask
    // always writes, so a cookie a previous visit left behind goes when the cart has no outline now.
    if (value === this.written) return;
    this.written = value;
    const attributes = `Path=${CART_COOKIE_PATH}; SameSite=Lax${this.secure ? '; Secure' : ''}`;
    this.jar.cookie = value === null ? `${CART_COOKIE}=; Max-Age=0; ${attributes}` : `${CART_COOKIE}=${value}; Max-Age=${CART_COOKIE_MAX_AGE_SECONDS}; ${attributes}`;
  }
}
