import { describe, expect, it } from 'vitest';
import type { AddOutcome } from '../cart/cart-outcome';
import type { CartItemToAdd } from '../cart/cart-line';
import { aProduct } from '../catalogue/product.fixture';
import { InMemoryProductDetailApi, aProductDetail, aProductVariant } from '../product-detail/fakes';
import { RecordingNavigation } from '../shared/navigation';
import { WishlistPurchase } from '../wishlist/wishlist-purchase';
import { InMemoryInspirationApi, anInspiration } from './fakes';
import { InspirationPurchase, InspirationReader } from './inspiration-reader';

const living = anInspiration({ id: 1, slug: 'tamu-hangat', productIds: [3, 2] });
const catalogue = [aProduct({ id: 2, slug: 'meja-tamu' }), aProduct({ id: 3, slug: 'sofa-linen' })];
const setup = () => {
  const api = new InMemoryInspirationApi([living, anInspiration({ id: 2, slug: 'kamar-teduh', productIds: [2] })], [], catalogue);
  return { api, reader: new InspirationReader(api) };
};

describe('an inspiration\'s page (/inspirasi-detail/{slug})', () => {
  it('opens it by slug, then its products (uni/product/inspiration/{id}) in its order', async () => {
    const { reader, api } = setup();
    await reader.ensureOpen('tamu-hangat');
    expect(reader.current.status === 'ready' && reader.current.value.id).toBe(1);
    expect(reader.currentProducts.status === 'ready' && reader.currentProducts.value.map((product) => product.id)).toEqual([3, 2]);
    await reader.ensureOpen('tamu-hangat');
    expect(api.calls).toEqual(['inspiration', 'products']);
  });

  it('is not found for an unknown slug', async () => {
    const { reader } = setup();
    await reader.ensureOpen('tidak-ada');
    expect(reader.current).toMatchObject({ status: 'failed', failure: { kind: 'not-found', call: 'GET uni/inspiration/{id}' } });
  });

  it('keeps the inspiration when its products fail, and retries them alone', async () => {
    const { reader, api } = setup();
    const failing = Object.assign(Object.create(api) as InMemoryInspirationApi, {
      products: () => Promise.reject(new Error('Failed to fetch')),
    });
    const shaky = new InspirationReader(failing);
    await shaky.ensureOpen('tamu-hangat');
    expect(shaky.current.status).toBe('ready');
    expect(shaky.currentProducts).toMatchObject({ status: 'failed', failure: { call: 'GET uni/product/inspiration/{id}' } });
    await reader.ensureOpen('tamu-hangat');
    await reader.retryProducts();
    expect(reader.currentProducts.status).toBe('ready');
  });

  it('drops the answer of an inspiration left behind', async () => {
    const { reader } = setup();
    const first = reader.ensureOpen('tamu-hangat');
    const second = reader.ensureOpen('kamar-teduh');
    await Promise.all([first, second]);
    expect(reader.current.status === 'ready' && reader.current.value.slug).toBe('kamar-teduh');
    expect(reader.currentProducts.status === 'ready' && reader.currentProducts.value.map((product) => product.id)).toEqual([2]);
  });
});

describe("'Tambah ke Keranjang' on an inspiration's products (QuickPurchase, as the wishlist's)", () => {
  it("adds a one-variant product's variant, and what it says is the inspiration page's alone", async () => {
    const details = new InMemoryProductDetailApi([aProductDetail({ id: 3, slug: 'sofa-linen', variants: [aProductVariant({ id: 31, stock: 2 })] })]);
    const added: CartItemToAdd[] = [];
    const cart = { add: (item: CartItemToAdd): AddOutcome => (added.push(item), { kind: 'added', key: 'k', quantity: 1 }) };
    const purchase = new InspirationPurchase(details, cart, new RecordingNavigation());
    const wishlist = new WishlistPurchase(details, cart, new RecordingNavigation());
    await purchase.add(aProduct({ id: 3, slug: 'sofa-linen' }));
    expect(added.map((item) => item.variantId)).toEqual([31]);
    expect(purchase.current.note).toEqual({ productId: 3, text: 'Produk ditambahkan ke keranjang', added: true });
    expect(wishlist.current.note).toBeNull();
    expect(purchase).not.toBeInstanceOf(WishlistPurchase);
  });
});
