import {
  AccountProfile,
  AuthStore,
  CustomerVouchers,
  InMemorySessionStore,
  type Navigation,
  NavigationToken,
  type RedeemableReward,
  RewardRedemption,
  RewardShelf,
  ShoppingCart,
  storePaths,
} from '@more/core';
import {
  InMemoryAccountApi,
  InMemoryCartApi,
  InMemoryCheckoutApi,
  InMemoryGuestCartStore,
  InMemoryProductDetailApi,
  InMemoryPromotionsApi,
  aProfile,
  aRedeemableVoucher,
  aUser,
  aVoucher,
} from '@more/core/testing';
import { VirtualTimeScheduler } from 'rxjs';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ServicesProvider } from '../../shared/services';
import { testServices } from '../../shared/services.fixture';

export const settle = async () => {
  for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
};

export const customerVouchers = [
  aVoucher({ id: 1, code: 'HEMAT100', title: 'Potongan Rp100.000', description: 'Untuk semua produk.', minimumSpend: 1_000_000, endsAt: Date.UTC(2026, 11, 26, 16, 59) }),
  aVoucher({ id: 2, code: 'DISKON10', title: 'Diskon 10%', description: 'Hingga Rp250.000.', minimumSpend: 0, endsAt: Date.UTC(2026, 11, 10, 16, 59) }),
];

/** The mock's kind of rewards: one the customer's points cover, one they do not. */
export const rewards: RedeemableReward[] = [
  aRedeemableVoucher({ id: 1, title: 'Voucher Belanja Rp25.000', points: 2_500, imageUrl: '' }),
  aRedeemableVoucher({ id: 2, title: 'Voucher Belanja Rp100.000', points: 10_000, quota: 0, affordable: false, imageUrl: '', minimumPurchase: 0 }),
];

/** The vouchers and rewards use cases, real, on core's fakes, for a logged-in customer. */
export const vouchersWorld = (
  options: {
    readonly vouchers?: typeof customerVouchers;
    readonly rewards?: RedeemableReward[];
    readonly points?: number | null;
    readonly products?: ConstructorParameters<typeof InMemoryProductDetailApi>[0];
  } = {},
) => {
  const auth = new AuthStore(new InMemorySessionStore({ token: 'token-0', user: aUser() }));
  const checkoutApi = new InMemoryCheckoutApi({ vouchers: options.vouchers ?? customerVouchers, voucherDiscounts: new Map([['DISKON10', 150_000]]) });
  const vouchers = new CustomerVouchers(checkoutApi);
  const promotionsApi = new InMemoryPromotionsApi({ rewards: options.rewards ?? rewards });
  const shelf = new RewardShelf(promotionsApi, auth);
  const accountApi = new InMemoryAccountApi(aProfile({ points: options.points === undefined ? 12_500 : options.points }));
  const profile = new AccountProfile(accountApi, auth);
  const cart = new ShoppingCart(new InMemoryCartApi(), new InMemoryGuestCartStore(), auth, new VirtualTimeScheduler());
  const productsApi = new InMemoryProductDetailApi(options.products ?? []);
  const location = memoryLocation({ path: storePaths.vouchers, record: true });
  // Core's navigation as the browser's router answers it: the memory router here.
  const navigation: Navigation = { go: (path, goOptions) => location.navigate(path, { replace: goOptions?.replace ?? false }) };
  const redemption = new RewardRedemption(productsApi, cart, navigation);
  const services = testServices([
    [NavigationToken, navigation],
    [AuthStore, auth],
    [CustomerVouchers, vouchers],
    [RewardShelf, shelf],
    [AccountProfile, profile],
    [RewardRedemption, redemption],
  ]);
  const show = async (page: ReactElement) => {
    await act(async () => {
      render(
        <ServicesProvider services={services}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            {page}
          </Router>
        </ServicesProvider>,
      );
      await settle();
    });
  };
  return { auth, checkoutApi, vouchers, promotionsApi, shelf, accountApi, profile, cart, productsApi, redemption, location, show };
};
