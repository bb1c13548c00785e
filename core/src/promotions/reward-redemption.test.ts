import { describe, expect, it } from 'vitest';
import { InMemoryCartApi, InMemoryGuestCartStore } from '../cart/fakes';
import { ShoppingCart } from '../cart/shopping-cart';
import { InMemoryProductDetailApi, aProductDetail, aProductVariant } from '../product-detail/fakes';
import { AuthStore } from '../session/auth-store';
import { InMemorySessionStore } from '../session/session-store.port';
import { VirtualTimeScheduler } from 'rxjs';
import { RecordingNavigation } from '../shared/navigation';
import { aProduct } from '../catalogue/product.fixture';
import { toRewardCard } from './promotion-offer-cards';
import { aRedeemableProduct, aRedeemableVoucher } from './reward.fixture';
import { REWARD_ALREADY_IN_CART_TEXT, REWARD_IN_CART_TEXT, REWARD_OUT_OF_STOCK_TEXT, RewardRedemption } from './reward-redemption';

const lamp = aProductDetail({ slug: 'lampu-meja', name: 'Lampu Meja', variants: [aProductVariant({ id: 71, stock: 0 }), aProductVariant({ id: 72, stock: 4 })] });
const reward = toRewardCard(aRedeemableProduct({ id: 9, points: 5_000, quota: 3, affordable: true, product: aProduct({ slug: 'lampu-meja' }) }));

const setUp = (products = [lamp]) => {
  const cart = new ShoppingCart(new InMemoryCartApi(), new InMemoryGuestCartStore(), new AuthStore(new InMemorySessionStore(null)), new VirtualTimeScheduler());
  const api = new InMemoryProductDetailApi(products);
  const navigation = new RecordingNavigation();
  return { cart, api, navigation, redemption: new RewardRedemption(api, cart, navigation) };
};

describe('redeeming a reward for points (a cart line with is_reedem)', () => {
  it('puts one unit of a variant in stock in the cart as a reward line, priced 0, and goes to the cart', async () => {
    const { cart, navigation, redemption } = setUp();
    const outcome = await redemption.redeem(reward, 12_500);
    expect(outcome).toEqual({ kind: 'added', message: REWARD_IN_CART_TEXT, goTo: '/cart' });
    expect(navigation.visits).toEqual([{ path: '/cart', replace: false }]);
    expect(cart.current.lines.map((line) => [line.variantId, line.isRedeem, line.unitPrice, line.quantity])).toEqual([[72, true, 0, 1]]);
    expect(redemption.current).toEqual({ busyId: null, last: { rewardId: 9, outcome } });
  });

  it('adds nothing when the balance is too low, and says how many points are missing', async () => {
    const { cart, api, navigation, redemption } = setUp();
    expect(await redemption.redeem(reward, 1_000)).toEqual({ kind: 'refused', message: 'Poin belum cukup, kurang 4.000 Poin' });
    expect(cart.current.lines).toEqual([]);
    expect(navigation.visits).toEqual([]);
    expect(api.calls).toEqual([]);
  });

  it('does not add a reward already in the cart a second time', async () => {
    const { cart, redemption } = setUp();
    await redemption.redeem(reward, 12_500);
    expect(await redemption.redeem(reward, 12_500)).toEqual({ kind: 'refused', message: REWARD_ALREADY_IN_CART_TEXT });
    expect(cart.current.lines).toHaveLength(1);
  });

  it('says so when no variant is in stock, and when the product cannot be read', async () => {
    const soldOut = setUp([{ ...lamp, variants: [aProductVariant({ stock: 0 })] }]);
    expect(await soldOut.redemption.redeem(reward, 12_500)).toEqual({ kind: 'refused', message: REWARD_OUT_OF_STOCK_TEXT });
    const failing = setUp([]);
    expect((await failing.redemption.redeem(reward, 12_500)).kind).toBe('failed');
    expect(failing.cart.current.lines).toEqual([]);
  });

  it('offers nothing for a voucher', async () => {
    const { redemption } = setUp();
    expect((await redemption.redeem(toRewardCard(aRedeemableVoucher()), 99_999)).kind).toBe('refused');
  });
});
