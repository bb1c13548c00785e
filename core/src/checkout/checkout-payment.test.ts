import { asapScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { InMemoryCartApi, InMemoryGuestCartStore, anItemToAdd } from '../cart/fakes';
import { ShoppingCart } from '../cart/shopping-cart';
import { AuthStore } from '../session/auth-store';
import { InMemorySessionStore } from '../session/session-store.port';
import { StoreFailure } from '../shared/failure';
import { CheckoutOptions } from './checkout-options';
import { CheckoutPayment } from './checkout-payment';
import { aBankTransfer, aCreditCardInstalment, aShippingOption } from './checkout.fixture';
import { flush, setupCheckout } from './checkout-harness.fixture';

const setup = () => {
  const harness = setupCheckout({ api: { paymentMethods: [aBankTransfer(), aCreditCardInstalment({ tenors: [{ months: 3, fee: 0 }] })] } });
  const cart = new ShoppingCart(new InMemoryCartApi(), new InMemoryGuestCartStore(null), new AuthStore(new InMemorySessionStore(null)), asapScheduler);
  cart.add(anItemToAdd({ variantId: 101, unitPrice: 1_000_000, quantity: 2 }));
  const options = new CheckoutOptions(harness.api);
  const payment = new CheckoutPayment(harness.checkout, options, cart);
  harness.checkout.start([{ variantId: 101, quantity: 2, comboId: null }]);
  return { ...harness, cart, options, payment };
};

describe('the payment step', () => {
  it('asks for the methods when shown, unless they are here or on their way', async () => {
    const { api, payment } = setup();
    payment.open();
    payment.open();
    expect(payment.current.methods).toEqual({ status: 'loading' });
    await flush();
    payment.open();
    expect(api.calls.filter((call) => call === 'paymentMethods')).toHaveLength(1);
    expect(payment.current.methods.status).toBe('ready');
  });

  it("computes the instalments on the items at the cart's prices plus the chosen courier, and follows the courier", async () => {
    const { checkout, payment } = setup();
    payment.open();
    await flush();
    expect(payment.current.offer?.rows.map((row) => row.monthly)).toEqual([Math.ceil(2_000_000 / 3)]);
    checkout.chooseAddress(7);
    checkout.chooseShipping(aShippingOption({ price: 100_000 }));
    const seen: (number | undefined)[] = [];
    payment.state$.subscribe((state) => seen.push(state.offer?.rows[0]?.monthly));
    expect(seen.at(-1)).toBe(700_000);
  });

  it('no instalment method, or no methods yet, offers no plan', async () => {
    const { payment } = setup();
    expect(payment.current.offer).toBeNull();
    const bankOnly = setupCheckout({ api: { paymentMethods: [aBankTransfer()] } });
    const cart = new ShoppingCart(new InMemoryCartApi(), new InMemoryGuestCartStore(null), new AuthStore(new InMemorySessionStore(null)), asapScheduler);
    const plain = new CheckoutPayment(bankOnly.checkout, new CheckoutOptions(bankOnly.api), cart);
    plain.open();
    await flush();
    expect(plain.current).toMatchObject({ methods: { status: 'ready' }, offer: null });
  });

  it('methods that failed are asked for again when shown, and by "Coba Lagi"', async () => {
    const { api, payment } = setup();
    api.failNext('paymentMethods', new StoreFailure('network', 'GET uni/payment/list', 'offline'));
    payment.open();
    await flush();
    expect(payment.current.methods.status).toBe('failed');
    payment.retry();
    await flush();
    expect(payment.current.methods.status).toBe('ready');
  });
});
