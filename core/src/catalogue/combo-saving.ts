import type { ComboDeal } from './showcase';

/**
 * What the partner of a "Kombo Hemat" deal costs the shopper without the
 * deal: its current (discounted) price, not the struck normal price. The deal
 * call names only the partner variant's normal price; its card gives the
 * lowest current price of its variants, so a saving measured from it is never
 * more than the real one.
 */
export const comboPartnerPriceWithout = (deal: Pick<ComboDeal, 'partner' | 'partnerNormalPrice'>): number => {
  const current = deal.partner.price.discountMin;
  return current > 0 ? Math.min(current, deal.partnerNormalPrice) : deal.partnerNormalPrice;
};

/** What a combo really saves: the price without the deal minus the combo price; null when that is nothing. */
export interface ComboSaving {
  /** The price the shopper would otherwise pay, shown struck beside the combo price. */
  readonly priceWithout: number;
  readonly amount: number;
}

export const comboSaving = (deal: Pick<ComboDeal, 'partner' | 'partnerNormalPrice' | 'comboPrice'>): ComboSaving | null => {
  const priceWithout = comboPartnerPriceWithout(deal);
  const amount = priceWithout - deal.comboPrice;
  return amount > 0 ? { priceWithout, amount } : null;
};
