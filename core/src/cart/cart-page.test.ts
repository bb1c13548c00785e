import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StoreFailure } from '../shared/failure';
import { aCartLine } from './fakes';
import { addToCart } from './add-to-cart';
import { type Cart, emptyCart } from './cart';
import { anyItem } from './cart.arbitraries.fixture';

/** Carts as the rules make them: any items, added in turn. */
const cartLines = fc.array(anyItem, { maxLength: 8 }).map((items) => items.reduce<Cart>((cart, item) => addToCart(cart, item).cart, emptyCart).lines);
import { CART_PAGE_TEXT, cartLineView, cartLineViews, cartSaveText, increaseRefusalText, removalText, stockCheckMessages } from './cart-page';

describe('the cart page\'s lines', () => {
  it('"a quantity stepper that stays within 1..valid stock" (issue 11), for every line', () => {
    fc.assert(
      fc.property(cartLines, (lines) => {
        for (const view of cartLineViews(lines)) {
          expect(view.min).toBe(1);
          expect(view.max).toBeGreaterThanOrEqual(1);
          expect(view.canDecrease).toBe(view.quantity > 1);
          expect(view.canIncrease).toBe(view.quantity < view.max);
          expect(view.subtotal).toBe(view.line.unitPrice * view.line.quantity);
          if (view.forcedNote) expect(view.max).toBe(1);
        }
      }),
    );
  });

  it('"A flash-sale line, or a free or combo line that disallows multiple purchase, is forced to quantity 1" (document 1 §4), and says why', () => {
    const flash = cartLineView(aCartLine({ flashSale: { price: 1_000_000, endsAt: null }, validStock: 8 }));
    expect(flash).toMatchObject({ max: 1, canIncrease: false, forcedNote: 'Produk flash sale hanya dapat dibeli 1 per pesanan' });
    expect(flash.badges.map((badge) => badge.label)).toEqual(['Flash Sale']);
    const combo = cartLineView(aCartLine({ comboId: 4, combo: { price: 2_500_000, allowsMultiple: false } }));
    expect(combo).toMatchObject({ max: 1, forcedNote: 'Produk promo ini hanya dapat dibeli 1 per pesanan', belongsTo: 'Paket Kombo Hemat · Rp2.500.000' });
    expect(cartLineView(aCartLine({ combo: { price: 1, allowsMultiple: true } })).forcedNote).toBeNull();
  });

  it('shows the normal price only above the price paid, and how many are left when few are', () => {
    expect(cartLineView(aCartLine({ unitPrice: 900, normalPrice: 1_000 })).normalPrice).toBe(1_000);
    expect(cartLineView(aCartLine({ unitPrice: 1_000, normalPrice: 1_000 })).normalPrice).toBeNull();
    expect(cartLineView(aCartLine({ validStock: 3 })).stockNote).toBe('Sisa 3');
    expect(cartLineView(aCartLine({ validStock: 0 })).stockNote).toBe('Stok habis');
    expect(cartLineView(aCartLine({ validStock: 40 })).stockNote).toBeNull();
  });

  it('names what a free gift, a reward and a pre-order belong to, and a bundle\'s parts with their quantities', () => {
    const sofa = aCartLine({ variantId: 1, nameShort: 'Sofa Bed', freeGift: { allowsMultiple: true, freeType: 'product', freeVariantId: 2 } });
    const pillow = aCartLine({ variantId: 2, nameLong: 'Bantal Sofa', unitPrice: 0, normalPrice: 150_000 });
    const [sofaView, pillowView] = cartLineViews([sofa, pillow]);
    // The sofa is paid for: it brings a gift, it is not free.
    expect(sofaView!.badges).toEqual([{ kind: 'free-gift', label: 'Dapat Hadiah' }]);
    expect(pillowView!.badges).toEqual([{ kind: 'gift', label: 'Gratis Hadiah' }]);
    expect(pillowView!.belongsTo).toBe('Hadiah gratis untuk Sofa Bed');
    // A gift the server charges for is not called free.
    const [, chargedPillowView] = cartLineViews([sofa, { ...pillow, unitPrice: 50_000 }]);
    expect(chargedPillowView!.badges).toEqual([]);
    expect(chargedPillowView!.belongsTo).toBe('Hadiah untuk Sofa Bed');
    const reward = cartLineView(aCartLine({ isRedeem: true, unitPrice: 0 }));
    expect(reward.badges[0]).toEqual({ kind: 'redeem', label: 'Hadiah Poin' });
    expect(reward.belongsTo).toBe('Ditukar dengan poin belanja');
    expect(cartLineView(aCartLine({ preOrder: { estimate: 'Dikirim 14 hari' } })).badges[0]?.label).toBe('Pre-Order · Dikirim 14 hari');
    expect(cartLineView(aCartLine({ preOrder: { estimate: null } })).badges[0]?.label).toBe('Pre-Order');
    const bundle = cartLineView(aCartLine({ quantity: 2, bundle: [{ variantId: 9, name: 'Kursi Makan', quantityPerBundle: 4, quantity: 8 }] }));
    expect(bundle.bundleParts).toEqual([{ name: 'Kursi Makan', quantity: 8 }]);
    // A line links to its product page: a bundle's own, or the product's.
    expect(bundle.href).toBe(`/bundle/${bundle.line.slug}`);
    expect(cartLineView(aCartLine({ slug: 'sofa-l' })).href).toBe('/product/sofa-l');
  });
});

describe('what the cart page tells the shopper', () => {
  it('why "+" did nothing', () => {
    expect(increaseRefusalText({ kind: 'capped-at-stock', key: 'k', quantity: 4 })).toBe('Stok tersisa 4');
    expect(increaseRefusalText({ kind: 'limited-to-one', key: 'k' })).toBe('Produk promo ini hanya dapat dibeli 1 per pesanan');
  });

  it('which lines the stock check removed or reduced (document 2 §8: "line reduced by one or removed")', () => {
    expect(
      stockCheckMessages({ kind: 'stock-checked', removed: [{ key: 'a', name: 'Lemari 2 Pintu' }], reduced: [{ key: 'b', name: 'Kursi Teras', quantity: 2 }] }),
    ).toEqual([
      'Lemari 2 Pintu dihapus dari keranjang karena stoknya tidak mencukupi.',
      'Jumlah Kursi Teras dikurangi menjadi 2 karena stoknya tidak mencukupi.',
    ]);
    expect(stockCheckMessages({ kind: 'stock-checked', removed: [], reduced: [] })).toEqual([]);
    expect(stockCheckMessages({ kind: 'stock-check-needs-login' })).toEqual([CART_PAGE_TEXT.loginToCheckout]);
    const [text] = stockCheckMessages({ kind: 'stock-check-error', failure: new StoreFailure('network', 'POST more/transaction/cart/check-stock', 'offline') });
    expect(text).toMatch(/^Stok belum dapat diperiksa\. .+/);
  });

  it('says when a change is not kept yet, and that it is not lost', () => {
    const failure = new StoreFailure('server', 'POST more/transaction/cart', 'boom');
    expect(cartSaveText({ status: 'saved' }, { status: 'loaded' })).toBeNull();
    expect(cartSaveText({ status: 'pending' }, { status: 'loaded' })).toBeNull();
    expect(cartSaveText({ status: 'failed', failure, retryIn: 4_000 }, { status: 'loaded' })).toEqual({
      text: 'Perubahan keranjang belum tersimpan. Dicoba lagi otomatis dalam 4 detik. Tidak ada yang hilang.',
      problem: true,
    });
    expect(cartSaveText({ status: 'failed', failure, retryIn: null }, { status: 'loaded' })?.text).toBe('Perubahan keranjang belum tersimpan. Tidak ada yang hilang.');
    expect(cartSaveText({ status: 'saved' }, { status: 'failed', failure })?.text).toMatch(/^Keranjang di akun Anda belum dapat dimuat\./);
  });

  it('a removal says when the reward lines went with it ("Removing an item also removes all redeem (reward) lines")', () => {
    const sofa = aCartLine({ variantId: 1, nameLong: 'Sofa L' });
    const reward = aCartLine({ variantId: 5, isRedeem: true });
    expect(removalText(sofa, [sofa, reward])).toBe('Sofa L dihapus dari keranjang. Hadiah poin di keranjang ikut dihapus.');
    expect(removalText(sofa, [sofa])).toBe('Sofa L dihapus dari keranjang.');
    expect(removalText(reward, [sofa, reward])).toBe(`${reward.nameLong} dihapus dari keranjang.`);
  });
});
