import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Cart, emptyCart } from '../cart/cart';
import { addToCart } from '../cart/add-to-cart';
import { MAX_OUTLINE_LINES, cartTag, guestCartOutline, outlineOf } from '../cart/cart-outline';
import { setCartLineSelected } from '../cart/selection';
import { cartLineKey } from '../cart/cart-line';
import { aCartLine } from '../cart/fakes';
import { priceCartOutline } from './guest-cart-pricing';
import type { ProductDetail } from './product-detail';
import type { ProductDetailApi } from './product-detail-api.port';
import { aProductDetail, aProductVariant, aVariantFlashSale, aVariantFreeGift, aVariantPreOrder } from './product-detail.fixture';
import { cartItemFor } from './purchase';

/** The public product calls over a shelf of products; every call is counted. */
const shelfApi = (products: readonly ProductDetail[]) => {
  const asked: string[] = [];
  const api: ProductDetailApi = {
    bySlug: (slug) => {
      asked.push(slug);
      const found = products.find((product) => product.slug === slug);
      return found ? Promise.resolve({ ...found, bundleComponents: [] }) : Promise.reject(new Error(`404 ${slug}`));
    },
    bundle: (id) => Promise.resolve(products.find((product) => product.id === id)?.bundleComponents ?? []),
  };
  return { api, asked };
};

const sofa = aProductDetail({
  id: 1,
  slug: 'sofa-minimalis',
  variants: [aProductVariant({ id: 11 }), aProductVariant({ id: 12, color: 'Biru', flashSale: aVariantFlashSale({ endsAt: 4_102_444_800 }) })],
});
const bed = aProductDetail({
  id: 2,
  slug: 'ranjang-set',
  name: 'Ranjang Set',
  isBundle: true,
  variants: [aProductVariant({ id: 21, freeGift: aVariantFreeGift(), preOrder: aVariantPreOrder() })],
  bundleComponents: [
    { variantId: 501, name: 'Kasur', quantity: 1, image: null },
    { variantId: 502, name: 'Bantal', quantity: 2, image: null },
  ],
});

/** A guest's cart as the product pages fill it: each add through cartItemFor, as ProductPurchase does. */
const guestAdds = (adds: readonly { readonly product: ProductDetail; readonly variant: number; readonly quantity: number }[]): Cart =>
  adds.reduce((cart, add) => {
    const variant = add.product.variants.find((candidate) => candidate.id === add.variant);
    return variant ? addToCart(cart, cartItemFor(add.product, variant, add.quantity)).cart : cart;
  }, emptyCart);

describe('a guest\'s cart priced on the server from its outline (issue 39, point 3)', () => {
  it('rebuilds every line as the product page put it there: same tag, so the browser hydrates the server\'s page', async () => {
    const cart = { ...guestAdds([{ product: sofa, variant: 11, quantity: 2 }, { product: sofa, variant: 12, quantity: 1 }, { product: bed, variant: 21, quantity: 1 }]), note: 'Kirim sore hari' };
    const { api, asked } = shelfApi([sofa, bed]);
    const outline = outlineOf(cart);
    expect(outline?.lines).toEqual([
      { slug: 'sofa-minimalis', variantId: 11, quantity: 2, selected: true },
      { slug: 'sofa-minimalis', variantId: 12, quantity: 1, selected: true },
      { slug: 'ranjang-set', variantId: 21, quantity: 1, selected: true },
    ]);
    const priced = await priceCartOutline(outline!, api);
    expect(priced).toEqual(cart);
    expect(cartTag(priced!)).toBe(cartTag(cart));
    // One call per product, however many of its variants the cart holds.
    expect(asked.sort()).toEqual(['ranjang-set', 'sofa-minimalis']);
  });

  it('keeps the selection and the note', async () => {
    const filled = guestAdds([{ product: sofa, variant: 11, quantity: 1 }, { product: bed, variant: 21, quantity: 1 }]);
    const cart = { ...setCartLineSelected(filled, cartLineKey(filled.lines[0]!), false), note: 'Lantai 3, tanpa lift' };
    const priced = await priceCartOutline(outlineOf(cart)!, shelfApi([sofa, bed]).api);
    expect(priced?.lines.map((line) => line.selected)).toEqual([false, true]);
    expect(priced?.note).toBe('Lantai 3, tanpa lift');
  });

  it('tags a cart whose price changed since it was added differently: the browser renders its own cart then', async () => {
    const cart = guestAdds([{ product: sofa, variant: 11, quantity: 1 }]);
    const cheaper = { ...sofa, variants: [aProductVariant({ id: 11, price: { normal: 3_500_000, discounted: 2_990_000 } })] };
    const priced = await priceCartOutline(outlineOf(cart)!, shelfApi([cheaper]).api);
    expect(priced?.lines[0]?.unitPrice).toBe(2_990_000);
    expect(cartTag(priced!)).not.toBe(cartTag(cart));
  });

  it('gives no cart when a product or a variant is gone, or a call fails', async () => {
    const cart = guestAdds([{ product: sofa, variant: 11, quantity: 1 }, { product: bed, variant: 21, quantity: 1 }]);
    expect(await priceCartOutline(outlineOf(cart)!, shelfApi([sofa]).api)).toBeNull();
    const withoutVariant = { ...bed, variants: [aProductVariant({ id: 22 })] };
    expect(await priceCartOutline(outlineOf(cart)!, shelfApi([sofa, withoutVariant]).api)).toBeNull();
  });

  it('has no outline for what a product alone cannot price (a reward, a combo), an empty cart or too big a one', () => {
    expect(outlineOf(emptyCart)).toBeNull();
    expect(outlineOf({ lines: [aCartLine({ isRedeem: true })], note: '' })).toBeNull();
    expect(outlineOf({ lines: [aCartLine({ comboId: 7, combo: { price: 1_000_000, allowsMultiple: false } })], note: '' })).toBeNull();
    const many = Array.from({ length: MAX_OUTLINE_LINES + 1 }, (_, index) => aCartLine({ variantId: index + 1 }));
    expect(outlineOf({ lines: many, note: '' })).toBeNull();
    expect(outlineOf({ lines: many.slice(0, MAX_OUTLINE_LINES), note: '' })?.lines).toHaveLength(MAX_OUTLINE_LINES);
  });

  it('for every cart a guest can fill from unchanged products, the server\'s cart has the browser\'s tag', async () => {
    const products = [sofa, bed];
    const anyAdd = fc.record({
      product: fc.constantFrom(...products),
      variant: fc.constantFrom(11, 12, 21),
      quantity: fc.integer({ min: 1, max: 15 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(anyAdd, { maxLength: 8 }), fc.array(fc.boolean(), { maxLength: 8 }), fc.string({ maxLength: 40 }), async (adds, picks, note) => {
        const filled = guestAdds(adds);
        const cart = { ...filled.lines.reduce((current, line, index) => setCartLineSelected(current, cartLineKey(line), picks[index] ?? true), filled), note };
        const outline = outlineOf(cart);
        if (cart.lines.length === 0) {
          expect(outline).toBeNull();
        } else {
          const priced = await priceCartOutline(outline!, shelfApi(products).api);
          expect(priced && cartTag(priced)).toBe(cartTag(cart));
        }
      }),
    );
  });
});

describe('guestCartOutline', () => {
  it('is the outline of a guest\'s cart, and none for a customer\'s (the server reads their cart itself)', () => {
    const lines = [aCartLine({ slug: 'sofa-minimalis', variantId: 11, quantity: 2 })];
    expect(guestCartOutline({ lines, note: '', serverCart: { status: 'guest' } })?.lines).toEqual([{ slug: 'sofa-minimalis', variantId: 11, quantity: 2, selected: true }]);
    expect(guestCartOutline({ lines, note: '', serverCart: { status: 'loaded' } })).toBeNull();
    expect(guestCartOutline({ lines: [], note: '', serverCart: { status: 'guest' } })).toBeNull();
  });
});

describe('cartTag', () => {
  it('does not depend on the order of an object\'s keys, only on what it holds', () => {
    const line = aCartLine();
    const reordered = Object.fromEntries(Object.entries(line).reverse()) as typeof line;
    expect(cartTag({ lines: [reordered], note: '' })).toBe(cartTag({ lines: [line], note: '' }));
    expect(cartTag({ lines: [line], note: 'x' })).not.toBe(cartTag({ lines: [line], note: '' }));
    expect(cartTag({ lines: [{ ...line, quantity: line.quantity + 1 }], note: '' })).not.toBe(cartTag({ lines: [line], note: '' }));
  });
});
