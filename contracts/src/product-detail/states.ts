import { createProduct, ensureBundle, ensureProduct, param } from '../catalogue/catalogue-fixtures';
import { ensureOnSale } from '../flash-sale/flash-sale-fixtures';
import type { ProviderStates } from '../provider/provider-state';

/** Provider states the product-detail interactions name. */
export const productDetailStates: ProviderStates = {
  /** A single product with this slug (a living-room sofa when the catalogue has none). */
  'product exists': async (api, params) => {
    await ensureProduct(api, param.text(params, 'slug', 'sofa-aruna-3-seater'));
  },

  /** No product has this slug. */
  'product does not exist': (api, params) => {
    const slug = param.text(params, 'slug', 'kursi-yang-tidak-ada');
    api.db.products.deleteMany((q) => q.where({ slug }));
  },

  /** The product with this slug has a variant in a flash sale running now, with units left. */
  'a product is in a running flash sale': async (api, params) => {
    const product = await ensureProduct(api, param.text(params, 'slug', 'kursi-santai-rotan-flash-sale'), 'Kursi Santai Rotan Flash Sale');
    await ensureOnSale(api, product.id);
  },

  /** A bundle with this product id, holding at least two products. */
  'a bundle exists': async (api, params) => {
    await ensureBundle(api, param.number(params, 'id', 321));
  },

  /** Products with these ids exist (the ids a history sync sends). */
  'products with these ids exist': async (api, params) => {
    for (const id of param.numbers(params, 'ids')) {
      if (!api.db.products.findFirst((q) => q.where({ id }))) await createProduct(api, { id, slug: `produk-kontrak-${id}`, name: `Produk Kontrak ${id}` });
    }
  },
};
