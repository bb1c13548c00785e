import {
  BundleDealShelf,
  ComboShelf,
  FlashSalePageBoard,
  FreeGiftShelf,
  PreOrderShelf,
  type PromotionSlug,
  promotionKindBySlug,
  promotionPageHead,
  whenSettled,
} from '@more/core';
import type { RouteHead } from '../../app/routing/head';
import type { Services } from '../../app/services';
// Binds this feature's page use cases (kept out of the entry: composition-root/page-services.ts).
import '../../app/composition-root/pages/promotions';

/**
 * The public lists each promotion kind reads (document 2 §7). The rewards are
 * not here: `more/promotion/reedem` needs a logged-in customer, whom the
 * server does not know, so the browser asks for them after hydration.
 */
const publicLoads: Partial<Record<PromotionSlug, (services: Services) => Promise<unknown>>> = {
  'flash-sale': (services) => settle(services.get(FlashSalePageBoard)),
  gratis: (services) => settle(services.get(FreeGiftShelf)),
  'pre-order': (services) => settle(services.get(PreOrderShelf)),
  'kombo-hemat': (services) => settle(services.get(ComboShelf)),
  'paket-hemat': (services) => settle(services.get(BundleDealShelf)),
};

const settle = (useCase: { ensureLoaded(): void; state$: Parameters<typeof whenSettled>[0] }) => {
  useCase.ensureLoaded();
  return whenSettled(useCase.state$);
};

/** `/promotion`: every public list, each settling on its own (a failed one shows its own message). */
export const loadPromotions = async (services: Services): Promise<void> => {
  await Promise.all(Object.values(publicLoads).map((load) => load(services)));
};

/** `/promo/{slug}`: the one kind's list; an unknown slug is a 404. */
export const loadPromo = async (services: Services, slug: string | undefined): Promise<'ok' | 'not-found'> => {
  const kind = promotionKindBySlug(slug);
  if (!kind) return 'not-found';
  // The flash sale is answered by /product/sale (the server redirects there); nothing to load here.
  if (kind.slug !== 'flash-sale') await publicLoads[kind.slug]?.(services);
  return 'ok';
};

/** `/promo/{slug}`: the kind's own title and description (core's), none for an unknown slug. */
export const promoHead = (slug: string | undefined): RouteHead | null => {
  const kind = promotionKindBySlug(slug);
  return kind ? promotionPageHead(kind) : null;
};
