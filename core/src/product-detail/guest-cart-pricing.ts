import type { Cart } from '../cart/cart';
import type { CartLine } from '../cart/cart-line';
import type { CartOutline } from '../cart/cart-outline';
import { toCartLine } from '../cart/add-to-cart';
import { withLineQuantity } from '../cart/line-quantity';
import { normalizeCart } from '../cart/merge-carts';
import type { ProductDetail } from './product-detail';
import type { ProductDetailApi } from './product-detail-api.port';
import { cartItemFor } from './purchase';

/** A product's page as the product page reads it: a bundle's with what the bundle holds (GET uni/product/bundle/{id}). */
const detailWithBundle = async (api: ProductDetailApi, slug: string): Promise<ProductDetail> => {
  const detail = await api.bySlug(slug);
  return detail.isBundle ? { ...detail, bundleComponents: await api.bundle(detail.id) } : detail;
};

/**
 * A guest's cart rebuilt from its outline (cart-outline.ts) through the public product calls, each line as the
 * product page would have put it in the cart now (cartItemFor), with the outline's quantity and selection. Null when
 * a product or variant is gone or a call fails: the server then leaves the cart to the browser, which holds it whole.
 * Each product is asked for once, however many of its variants the cart holds.
 */
export const priceCartOutline = async (outline: CartOutline, api: ProductDetailApi): Promise<Cart | null> => {
  const slugs = [...new Set(outline.lines.map((line) => line.slug))];
  let details: ReadonlyMap<string, ProductDetail>;
  try {
    details = new Map(await Promise.all(slugs.map(async (slug) => [slug, await detailWithBundle(api, slug)] as const)));
  } catch {
    return null;
  }
  const lines: CartLine[] = [];
  for (const wanted of outline.lines) {
    const detail = details.get(wanted.slug);
    const variant = detail?.variants.find((candidate) => candidate.id === wanted.variantId);
    if (!detail || !variant) return null;
    lines.push({ ...withLineQuantity(toCartLine(cartItemFor(detail, variant, wanted.quantity)), wanted.quantity), selected: wanted.selected });
  }
  return normalizeCart({ lines, note: outline.note });
};
