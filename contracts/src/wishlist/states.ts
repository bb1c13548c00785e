import { DEMO_CUSTOMER, type MockApi } from '@more/mock-server';
import type { ProviderStates } from '../provider/provider-state';

const productIdsOf = (params: Readonly<Record<string, unknown>>, name: string): number[] => {
  const value = params[name];
  const ids: unknown[] = Array.isArray(value) ? value : [value];
  if (ids.length === 0 || !ids.every((id) => typeof id === 'number' && Number.isInteger(id) && id >= 1)) {
    throw new Error(`provider state parameter ${name} must hold product ids`);
  }
  return ids as number[];
};

const productMustExist = (api: MockApi, productId: number) => {
  if (!api.db.products.findFirst((q) => q.where({ id: productId }))) throw new Error(`the mock's catalogue has no product ${productId}`);
};

/** Provider states the wishlist interactions name. */
export const wishlistStates: ProviderStates = {
  /** Product `productId` exists and is on the demo customer's wishlist. */
  'the demo customer wishes for a product': async (api, params) => {
    const productId = productIdsOf(params, 'productId')[0]!;
    productMustExist(api, productId);
    if (api.db.wishlistItems.findFirst((q) => q.where({ customerId: DEMO_CUSTOMER.id, productId }))) return;
    await api.db.wishlistItems.create({
      id: api.db.wishlistItems.all().reduce((max, item) => Math.max(max, item.id), 0) + 1,
      customerId: DEMO_CUSTOMER.id,
      productId,
      createdAt: api.clock.unixSeconds(),
    });
  },

  /** The products `productIds` exist and none of them is on the demo customer's wishlist. */
  'the demo customer does not wish for the products': (api, params) => {
    for (const productId of productIdsOf(params, 'productIds')) {
      productMustExist(api, productId);
      api.db.wishlistItems.deleteMany((q) => q.where({ customerId: DEMO_CUSTOMER.id, productId }));
    }
  },
};
