import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addToCart } from '../cart/add-to-cart';
import { emptyCart } from '../cart/cart';
import { aProductDetail, aProductVariant, aVariantFlashSale, aVariantFreeGift, aVariantPreOrder } from './product-detail.fixture';
import { CHOOSE_VARIANT_MESSAGE, addOutcomeText, buyAvailability, cartItemFor, quantityStepper, variantValidStock } from './purchase';

describe('buying from a product page', () => {
  it('hands the cart the chosen variant with its price, stock and promotions', () => {
    const variant = aProductVariant({
      id: 5,
      name: 'Laci Sorong',
      color: 'Hitam',
      stock: 9,
      flashSale: aVariantFlashSale({ price: 100, remains: 4 }),
      freeGift: aVariantFreeGift({ allowsMultipleBuy: true, giftVariantId: 7 }),
      preOrder: aVariantPreOrder({ note: 'Dikirim dalam 7 hari' }),
    });
    const detail = aProductDetail({ name: 'Ranjang Sagara', variants: [variant] });
    expect(cartItemFor(detail, variant, 2)).toMatchObject({
      variantId: 5,
      slug: detail.slug,
      nameLong: 'Ranjang Sagara (Laci Sorong - Hitam)',
      nameShort: 'Ranjang Sagara',
      unitPrice: 100,
      normalPrice: variant.price.normal,
      quantity: 2,
      stockAvailable: 9,
      validStock: 4,
      flashSale: { price: 100, endsAt: variant.flashSale!.endsAt },
      freeGift: { allowsMultiple: true, freeType: null, freeVariantId: 7 },
      preOrder: { estimate: 'Dikirim dalam 7 hari' },
      bundle: [],
    });
  });

  it('a bundle brings its components, each with its quantity per bundle', () => {
    const detail = aProductDetail({
      isBundle: true,
      bundleComponents: [{ variantId: 3, name: 'Kursi', quantity: 4, image: null }],
      variants: [aProductVariant({ name: '', color: null })],
    });
    const item = cartItemFor(detail, detail.variants[0]!, 2);
    expect(item.nameLong).toBe(detail.name);
    expect(item.bundle).toEqual([{ variantId: 3, name: 'Kursi', quantityPerBundle: 4 }]);
    expect(addToCart(emptyCart, item).cart.lines[0]!.bundle[0]!.quantity).toBe(8);
  });

  it('caps the stepper at valid stock, at 1 for a flash sale or a single-buy gift, and never below 1', () => {
    const detail = aProductDetail();
    expect(quantityStepper(detail, aProductVariant({ stock: 3 }), 7)).toEqual({ quantity: 3, min: 1, max: 3, canDecrease: true, canIncrease: false });
    expect(quantityStepper(detail, aProductVariant({ stock: 3 }), 0)).toMatchObject({ quantity: 1, canDecrease: false, canIncrease: true });
    expect(quantityStepper(detail, aProductVariant({ flashSale: aVariantFlashSale() }), 2).max).toBe(1);
    expect(quantityStepper(detail, aProductVariant({ freeGift: aVariantFreeGift({ allowsMultipleBuy: false }) }), 2).max).toBe(1);
    expect(quantityStepper(detail, aProductVariant({ stock: 0 }), 2).max).toBe(1);
    expect(quantityStepper(detail, null, 5).quantity).toBe(1);
  });

  it('a flash sale sells no more than remains; a sold-out sale leaves the variant at its own price and stock', () => {
    expect(variantValidStock(aProductVariant({ stock: 10, flashSale: aVariantFlashSale({ remains: 3 }) }))).toBe(3);
    const soldOutSale = aProductVariant({ stock: 10, price: { normal: 900, discounted: 800 }, flashSale: aVariantFlashSale({ remains: 0, price: 500 }) });
    expect(variantValidStock(soldOutSale)).toBe(10);
    expect(cartItemFor(aProductDetail({ variants: [soldOutSale] }), soldOutSale, 1)).toMatchObject({ unitPrice: 800, flashSale: null, validStock: 10 });
    expect(variantValidStock(aProductVariant({ stock: -2 }))).toBe(0);
  });

  it('"Stok Habis" and a disabled buy when out of stock; a choice is needed first', () => {
    const out = aProductVariant({ id: 1, stock: 0 });
    const left = aProductVariant({ id: 2, stock: 4 });
    expect(buyAvailability(aProductDetail({ variants: [out] }), null)).toEqual({ kind: 'sold-out', label: 'Stok Habis' });
    expect(buyAvailability(aProductDetail({ variants: [out, left] }), out)).toEqual({ kind: 'sold-out', label: 'Stok Habis' });
    expect(buyAvailability(aProductDetail({ variants: [out, left] }), null)).toEqual({ kind: 'choose', message: CHOOSE_VARIANT_MESSAGE });
    expect(buyAvailability(aProductDetail({ variants: [out, left] }), left)).toEqual({ kind: 'buyable', stockText: 'Stok: 4' });
  });

  it('whatever is asked, the stepper stays within 1..max and the cart accepts that many', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 50 }), fc.nat(20), fc.boolean(), (asked, stock, flash) => {
        const variant = aProductVariant({ stock, flashSale: flash ? aVariantFlashSale({ remains: 5 }) : null });
        const detail = aProductDetail({ variants: [variant] });
        const stepper = quantityStepper(detail, variant, asked);
        expect(stepper.quantity).toBeGreaterThanOrEqual(1);
        expect(stepper.quantity).toBeLessThanOrEqual(stepper.max);
        const outcome = addToCart(emptyCart, cartItemFor(detail, variant, stepper.quantity)).outcome;
        expect(outcome.kind).toBe(variantValidStock(variant) < 1 ? 'refused-out-of-stock' : 'added');
      }),
    );
  });
});

describe('what the page says after an add', () => {
  it('names each outcome of "add"', () => {
    expect(addOutcomeText({ kind: 'added', key: 'k', quantity: 2 })).toBe('Produk ditambahkan ke keranjang');
    expect(addOutcomeText({ kind: 'capped-at-stock', key: 'k', quantity: 3 })).toBe('Jumlah di keranjang disesuaikan dengan stok: 3');
    expect(addOutcomeText({ kind: 'limited-to-one', key: 'k' })).toContain('hanya dapat dibeli 1');
    expect(addOutcomeText({ kind: 'refused-out-of-stock', key: 'k' })).toBe('Stok Habis');
  });
});
