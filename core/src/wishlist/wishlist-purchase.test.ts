import { describe, expect, it } from 'vitest';
import type { AddOutcome } from '../cart/cart-outcome';
import type { CartItemToAdd } from '../cart/cart-line';
import { aProduct } from '../catalogue/product.fixture';
import { InMemoryProductDetailApi, aProductDetail, aProductVariant } from '../product-detail/fakes';
import { RecordingNavigation } from '../shared/navigation';
import { WishlistPurchase, wishlistBuyChoice } from './wishlist-purchase';

const single = aProductDetail({ id: 5, slug: 'kursi-santai', variants: [aProductVariant({ id: 51, stock: 4 })] });
const choice = aProductDetail({ id: 6, slug: 'lemari-2-pintu', variants: [aProductVariant({ id: 61 }), aProductVariant({ id: 62 })] });

const setup = (outcome: AddOutcome['kind'] = 'added') => {
  const api = new InMemoryProductDetailApi([single, choice]);
  const added: CartItemToAdd[] = [];
  const cart = {
    add: (item: CartItemToAdd): AddOutcome => {
      added.push(item);
      return outcome === 'refused-out-of-stock' ? { kind: outcome, key: 'k' } : { kind: 'added', key: 'k', quantity: 1 };
    },
  };
  const navigation = new RecordingNavigation();
  return { api, added, navigation, purchase: new WishlistPurchase(api, cart, navigation) };
};

describe('"Tambah ke Keranjang" from the wishlist', () => {
  it("adds a product's one variant, one unit, and says so beside it", async () => {
    const { purchase, added, api } = setup();
    const pressed = purchase.add(aProduct({ id: 5, slug: 'kursi-santai' }));
    expect(purchase.current.adding).toBe(5);
    await pressed;
    expect(api.calls).toEqual(['GET uni/product/kursi-santai']);
    expect(added.map((item) => [item.variantId, item.quantity])).toEqual([[51, 1]]);
    expect(purchase.current).toEqual({ adding: null, note: { productId: 5, text: 'Produk ditambahkan ke keranjang', added: true } });
  });

  it('opens the product page when there are variants to choose from, adding nothing', async () => {
    const { purchase, added, navigation } = setup();
    await purchase.add(aProduct({ id: 6, slug: 'lemari-2-pintu' }));
    expect(added).toEqual([]);
    expect(navigation.last).toBe('/product/lemari-2-pintu');
  });

  it("opens a bundle's page without a call: its parts are chosen there", async () => {
    const { purchase, api, navigation } = setup();
    await purchase.add(aProduct({ id: 7, slug: 'paket-kamar', isBundle: true }));
    expect(api.calls).toEqual([]);
    expect(navigation.last).toBe('/bundle/paket-kamar');
  });

  it('says "Stok Habis" for a sold-out variant, as the product page does', async () => {
    const { purchase } = setup('refused-out-of-stock');
    await purchase.add(aProduct({ id: 5, slug: 'kursi-santai' }));
    expect(purchase.current.note).toEqual({ productId: 5, text: 'Stok Habis', added: false });
  });

  it('says a failed read failed and why, and adds nothing', async () => {
    const { purchase, api, added } = setup();
    api.failWith = new Error('Failed to fetch');
    await purchase.add(aProduct({ id: 5, slug: 'kursi-santai' }));
    expect(added).toEqual([]);
    expect(purchase.current.note?.added).toBe(false);
    expect(purchase.current.note?.text).toMatch(/^Produk belum dapat ditambahkan\. Koneksi ke server terputus/);
  });

  it('ignores a second press while the first is on its way, and forgets what it said at logout', async () => {
    const { purchase, api } = setup();
    const first = purchase.add(aProduct({ id: 5, slug: 'kursi-santai' }));
    await purchase.add(aProduct({ id: 5, slug: 'kursi-santai' }));
    await first;
    expect(api.calls).toHaveLength(1);
    purchase.clearOnLogout();
    expect(purchase.current).toEqual({ adding: null, note: null });
  });
});

describe('what a wished product offers', () => {
  it('"Tambah ke Keranjang" for one variant in one colour; "Pilih Varian" for a choice or a bundle', () => {
    expect(wishlistBuyChoice({ isBundle: false, variantsAvailable: 1, colorsAvailable: 1 })).toBe('add');
    expect(wishlistBuyChoice({ isBundle: false, variantsAvailable: 2, colorsAvailable: 1 })).toBe('choose');
    expect(wishlistBuyChoice({ isBundle: false, variantsAvailable: 1, colorsAvailable: 3 })).toBe('choose');
    expect(wishlistBuyChoice({ isBundle: true, variantsAvailable: 1, colorsAvailable: 1 })).toBe('choose');
  });
});
