import type { MockApi } from '@more/mock-server';

const HOUR = 3600;

type GroupRecord = ReturnType<MockApi['db']['flashSaleGroups']['all']>[number];

/**
 * A flash-sale group running at the mock's clock: one that already is, or
 * "Flash Sale Kontrak" from an hour ago to three hours from now. Idempotent.
 */
export const ensureRunningGroup = async (api: MockApi): Promise<GroupRecord> => {
  const now = api.clock.unixSeconds();
  const running = api.db.flashSaleGroups.all().find((g) => g.startsAt <= now && now < g.endsAt);
  if (running) return running;
  return api.db.flashSaleGroups.create({
    id: Math.max(0, ...api.db.flashSaleGroups.all().map((g) => g.id)) + 1,
    title: 'Flash Sale Kontrak',
    startsAt: now - HOUR,
    endsAt: now + 3 * HOUR,
  });
};

/** Puts the first in-stock variant of `productId` on sale in the running group, with units left. */
export const ensureOnSale = async (api: MockApi, productId: number): Promise<void> => {
  const group = await ensureRunningGroup(api);
  const product = api.db.products.findFirst((q) => q.where({ id: productId }))!;
  const variant = product.variants.find((v) => v.stock > 0) ?? product.variants[0]!;
  const existing = api.db.flashSaleItems.findFirst((q) => q.where({ groupId: group.id, variantId: variant.id }));
  if (existing) {
    if (existing.remains === 0) await api.db.flashSaleItems.update(existing, { data: (item) => void (item.remains = 1) });
    return;
  }
  await api.db.flashSaleItems.create({
    id: Math.max(0, ...api.db.flashSaleItems.all().map((i) => i.id)) + 1,
    groupId: group.id,
    productId: product.id,
    variantId: variant.id,
    flashPrice: Math.max(1000, Math.round((variant.priceNormal * 0.5) / 1000) * 1000),
    discountPercent: 50,
    limit: 10,
    remains: 4,
    sort: 0,
  });
};
