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
import type { HeadContext, LoadContext, LoadResult, RouteHead } from '../../shared/route-contract';
import type { Services } from '../../shared/services';

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
export const loadPromotions = async ({ services }: LoadContext): Promise<void> => {
  await Promise.all(Object.values(publicLoads).map((load) => load(services)));
};

/** `/promo/{slug}`: the one kind's list; an unknown slug is a 404. */
export const loadPromo = async ({ services, params }: LoadContext): Promise<LoadResult> => {
  const kind = promotionKindBySlug(params.slug);
  if (!kind) return 'not-found';
  // The flash sale is answered by /product/sale (the server redirects there); nothing to load here.
  if (kind.slug !== 'flash-sale') await publicLoads[kind.slug]?.(services);
  return 'ok';
};

/** `/promo/{slug}`: the kind's own title and description (core's), none for an unknown slug. */
export const promoHead = ({ params }: HeadContext): RouteHead | null => {
  const kind = promotionKindBySlug(params.slug);
  return kind ? promotionPageHead(kind) : null;
};
