import { BehaviorSubject, type Observable } from 'rxjs';
import { CART_PATH } from '../cart/cart-dropdown';
import type { ShoppingCart } from '../cart/shopping-cart';
import type { ProductDetailApi } from '../product-detail/product-detail-api.port';
import { cartItemFor, variantValidStock } from '../product-detail/purchase';
import { toStoreFailure } from '../shared/failure';
import { failureText } from '../shared/failure-text';
import type { Navigation } from '../shared/navigation';
import { redeemOption } from './points';
import type { RewardCard } from './promotion-offer-cards';

export const REWARD_IN_CART_TEXT = 'Hadiah ditambahkan ke keranjang. Selesaikan pesanan untuk menukarkan poin Anda.';
export const REWARD_ALREADY_IN_CART_TEXT = 'Hadiah ini sudah ada di keranjang.';
export const REWARD_OUT_OF_STOCK_TEXT = 'Stok hadiah ini sedang habis.';

export type RedeemOutcome =
  /** A reward line is in the cart: the shopper goes there to finish the order. */
  | { readonly kind: 'added'; readonly message: string; readonly goTo: string }
  | { readonly kind: 'refused'; readonly message: string }
  | { readonly kind: 'failed'; readonly message: string };

export interface RewardRedemptionState {
  /** The reward on its way to the cart, if any. */
  readonly busyId: number | null;
  /** What the last try ended in, beside its reward, until another starts. */
  readonly last: { readonly rewardId: number; readonly outcome: RedeemOutcome } | null;
}

type Cart = Pick<ShoppingCart, 'add' | 'current'>;

/**
 * Redeeming a product reward for points: "rewards are redeemed as cart
 * lines" (document 1 §3, `is_reedem`; §4 "Removing an item also removes all
 * redeem (reward) lines"). The product is read (`GET uni/product/{slug}`)
 * for a variant in stock, and one unit goes into the cart as a reward line,
 * priced 0 (the server prices it, and takes the points when the order is
 * placed). A reward already in the cart is not added twice. Once it is in,
 * the shopper goes to the cart to finish the order.
 */
export class RewardRedemption {
  private readonly state = new BehaviorSubject<RewardRedemptionState>({ busyId: null, last: null });
  readonly state$: Observable<RewardRedemptionState> = this.state.asObservable();

  constructor(
    private readonly products: Pick<ProductDetailApi, 'bySlug'>,
    private readonly cart: Cart,
    private readonly navigation: Navigation,
  ) {}

  get current(): RewardRedemptionState {
    return this.state.getValue();
  }

  async redeem(reward: RewardCard, balance: number | null): Promise<RedeemOutcome> {
    if (this.current.busyId !== null) return { kind: 'refused', message: 'Mohon menunggu..' };
    const option = redeemOption(reward, balance);
    if (option.kind !== 'redeem' || reward.productSlug === null) {
      return this.finish(reward.id, { kind: 'refused', message: option.kind === 'unavailable' ? option.reason : option.kind === 'voucher' ? option.note : '' });
    }
    this.state.next({ busyId: reward.id, last: null });
    try {
      const detail = await this.products.bySlug(reward.productSlug);
      const variant = detail.variants.find((candidate) => variantValidStock(candidate) >= 1);
      if (!variant) return this.finish(reward.id, { kind: 'refused', message: REWARD_OUT_OF_STOCK_TEXT });
      const inCart = this.cart.current.lines.some((line) => line.isRedeem && line.slug === detail.slug);
      if (inCart) return this.finish(reward.id, { kind: 'refused', message: REWARD_ALREADY_IN_CART_TEXT });
      const item = { ...cartItemFor(detail, variant, 1), isRedeem: true, unitPrice: 0, flashSale: null, freeGift: null, preOrder: null };
      const added = this.cart.add(item);
      if (added.kind === 'refused-out-of-stock') return this.finish(reward.id, { kind: 'refused', message: REWARD_OUT_OF_STOCK_TEXT });
      return this.finish(reward.id, { kind: 'added', message: REWARD_IN_CART_TEXT, goTo: CART_PATH });
    } catch (error) {
      return this.finish(reward.id, { kind: 'failed', message: failureText(toStoreFailure(error, 'GET uni/product/{slug}')) });
    }
  }

  private finish(rewardId: number, outcome: RedeemOutcome): RedeemOutcome {
    this.state.next({ busyId: null, last: { rewardId, outcome } });
    if (outcome.kind === 'added') this.navigation.go(outcome.goTo);
    return outcome;
  }
}
