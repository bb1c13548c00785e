import type { ProviderStates } from '../provider/provider-state';
import { ensureOnSale, ensureRunningGroup } from './flash-sale-fixtures';

/** Provider states the flash-sale interactions name. */
export const flashSaleStates: ProviderStates = {
  /** A group is running at the provider's clock, with at least one product that has units left. */
  'a flash sale is running': async (api) => {
    const group = await ensureRunningGroup(api);
    const items = api.db.flashSaleItems.findMany((q) => q.where({ groupId: group.id }));
    if (items.some((item) => item.remains > 0)) return;
    const product = api.db.products.all().find((p) => !p.isBundle && p.variants.some((v) => v.stock > 0))!;
    await ensureOnSale(api, product.id);
  },
};
