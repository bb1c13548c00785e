import type { ComboDeal } from '../catalogue/showcase';
import { addToCart } from './add-to-cart';
import type { Cart } from './cart';
import type { CartItemToAdd } from './cart-line';
import type { AddOutcome } from './cart-outcome';

/**
 * The partner of a "Kombo Hemat" deal as a cart item: its variant at the
 * combo price, carrying `id_combo` so the server prices it as the deal, and
 * the deal's `is_multiple_buy` (document 1 §3, cart line get-combo info).
 */
export const comboPartnerItem = (deal: ComboDeal): CartItemToAdd => ({
  variantId: deal.partnerVariantId,
  slug: deal.partner.slug,
  nameLong: deal.partner.name,
  nameShort: deal.partner.name,
  image: deal.partner.atmosphereImages[0] ?? deal.partner.images[0] ?? null,
  unitPrice: deal.comboPrice,
  normalPrice: Math.max(deal.partnerNormalPrice, deal.comboPrice),
  quantity: 1,
  stockAvailable: Math.max(0, Math.floor(deal.partner.stock)),
  validStock: Math.max(0, Math.floor(deal.partner.stock)),
  isRedeem: false,
  comboId: deal.id,
  bundle: [],
  flashSale: null,
  freeGift: null,
  preOrder: null,
  combo: { price: deal.comboPrice, allowsMultiple: deal.allowsMultipleBuy },
});

export type AddComboOutcome =
  /** Both are in the cart: the product as asked, and the partner at the combo price. */
  | { readonly kind: 'combo-added'; readonly product: AddOutcome; readonly partner: AddOutcome }
  /** One of the two has no stock: nothing was added (a combo is bought whole or not at all). */
  | { readonly kind: 'combo-refused'; readonly product: AddOutcome; readonly partner: AddOutcome };

/**
 * "Kombo Hemat" (document 1 §1): the product and its partner go in together,
 * as one change of the cart, or neither does.
 */
export const addComboToCart = (cart: Cart, product: CartItemToAdd, partner: CartItemToAdd): { readonly cart: Cart; readonly outcome: AddComboOutcome } => {
  const withProduct = addToCart(cart, product);
  const withBoth = addToCart(withProduct.cart, partner);
  const refused = withProduct.outcome.kind === 'refused-out-of-stock' || withBoth.outcome.kind === 'refused-out-of-stock';
  return refused
    ? { cart, outcome: { kind: 'combo-refused', product: withProduct.outcome, partner: withBoth.outcome } }
    : { cart: withBoth.cart, outcome: { kind: 'combo-added', product: withProduct.outcome, partner: withBoth.outcome } };
};

/** What the product page says after "Beli Kombo". */
export const addComboText = (outcome: AddComboOutcome): string =>
  outcome.kind === 'combo-added' ? 'Kombo ditambahkan ke keranjang' : 'Stok kombo tidak mencukupi, tidak ada yang ditambahkan';
