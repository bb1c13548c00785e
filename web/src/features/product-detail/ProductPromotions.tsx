import {
  ComboDeals,
  type ProductDetail,
  ProductDetails,
  ProductPurchase,
  type ProductVariant,
  SchedulerToken,
  comboDealsOnOffer,
  comboNoteOn,
  detailPromotions,
  productPageClock,
} from '@more/core';
import { useEffect, useMemo } from 'react';
import { useService } from '../../shared/services';
import { useHydrated } from '../../shared/use-hydrated';
import { useObservable, useStore } from '../../shared/use-store';
import { Promotions } from './Promotions';

/** The product's promotions, on core's flash-sale clock, with the Kombo Hemat deals read once the page is up. */
export const ProductPromotions = ({ detail, variant }: { readonly detail: ProductDetail; readonly variant: ProductVariant | null }) => {
  const hydrated = useHydrated();
  const scheduler = useService(SchedulerToken);
  const details = useService(ProductDetails);
  const comboDeals = useService(ComboDeals);
  const purchase = useService(ProductPurchase);
  const deals = useStore(comboDeals);
  const comboNote = comboNoteOn(useStore(purchase), detail.id);
  const clock = useMemo(() => productPageClock(scheduler, detail, hydrated), [scheduler, detail, hydrated]);
  const now = useObservable(clock, scheduler.now());
  const promotions = detailPromotions(detail, variant, now, comboDealsOnOffer(deals));

  // A side offer: never worth delaying the page for.
  useEffect(() => {
    if (hydrated) comboDeals.ensureLoaded();
  }, [hydrated, comboDeals]);

  // At the end of a flash sale its price no longer holds: read the product again.
  const ended = hydrated && promotions.flashSale?.ended === true;
  useEffect(() => {
    if (ended) void details.open(detail.slug);
  }, [ended, details, detail.slug]);

  return (
    <Promotions
      promotions={promotions}
      ticking={hydrated}
      deals={deals}
      onRetryDeals={() => comboDeals.load()}
      onBuyCombo={(combo) => purchase.buyCombo(detail, variant, combo.deal)}
      comboNote={comboNote}
    />
  );
};
