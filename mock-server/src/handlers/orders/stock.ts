import type { Database } from '../../db/database';

/** Changes a variant's stock by `delta` (never below 0): an order takes units, a cancellation puts them back. */
export const adjustStock = async (db: Database, variantId: number, delta: number): Promise<void> => {
  await db.products.update((q) => q.where((product) => product.variants.some((variant) => variant.id === variantId)), {
    data(product) {
      const variant = product.variants.find((it) => it.id === variantId);
      if (variant) variant.stock = Math.max(0, variant.stock + delta);
    },
  });
};
