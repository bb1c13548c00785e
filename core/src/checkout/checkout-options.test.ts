import { describe, expect, it } from 'vitest';
import { StoreFailure } from '../shared/failure';
import { CheckoutOptions } from './checkout-options';
import { aBankTransfer, aCheckoutItem, aCreditCardInstalment, aShippingOption, aVoucher } from './checkout.fixture';
import { InMemoryCheckoutApi } from './fakes';

const voucher = aVoucher();
const setup = () => {
  const api = new InMemoryCheckoutApi({
    shippingOptions: [aShippingOption()],
    paymentMethods: [aBankTransfer(), aCreditCardInstalment()],
    vouchers: [voucher],
  });
  return { api, options: new CheckoutOptions(api) };
};

describe('what the checkout offers to choose from', () => {
  it('asks uni/shipping-price for the address and the items, and shows loading meanwhile', async () => {
    const { api, options } = setup();
    const query = { addressId: 7, cityId: '3578', items: [aCheckoutItem()] };
    const loaded = options.loadShippingOptions(query);
    expect(options.current.shippingOptions).toEqual({ status: 'loading' });
    await loaded;
    expect(api.shippingQueries).toEqual([query]);
    expect(options.current.shippingOptions).toEqual({ status: 'ready', value: [aShippingOption()] });
  });

  it('lists the payment methods (GET uni/payment/list) and the shopper\'s vouchers (GET more/voucher?device=web)', async () => {
    const { api, options } = setup();
    await options.loadPaymentMethods();
    await options.loadVouchers();
    expect(api.calls).toEqual(['paymentMethods', 'vouchers']);
    expect(options.current.paymentMethods).toEqual({ status: 'ready', value: [aBankTransfer(), aCreditCardInstalment()] });
    expect(options.current.vouchers).toEqual({ status: 'ready', value: [voucher] });
  });

  it('reports a failure naming the call', async () => {
    const { api, options } = setup();
    api.failNext('vouchers', new StoreFailure('server', 'GET more/voucher', 'Internal Server Error', { status: 500 }));
    api.failNext('paymentMethods', new Error('Failed to fetch'));
    await options.loadVouchers();
    await options.loadPaymentMethods();
    expect(options.current.vouchers).toMatchObject({ status: 'failed', failure: { kind: 'server', call: 'GET more/voucher' } });
    expect(options.current.paymentMethods).toMatchObject({ status: 'failed', failure: { kind: 'network', call: 'GET uni/payment/list' } });
  });

  it("asks for the shopper's vouchers once when the line is shown; a failure waits for the retry", async () => {
    const { api, options } = setup();
    api.failNext('vouchers', new StoreFailure('network', 'GET more/voucher', 'offline'));
    options.showVouchers();
    options.showVouchers();
    await Promise.resolve();
    await Promise.resolve();
    expect(options.current.vouchers.status).toBe('failed');
    options.showVouchers();
    expect(api.calls).toEqual(['vouchers']);
  });

  it('never shows the prices for an earlier address over those of the newest one', async () => {
    const { api, options } = setup();
    api.hold('shippingPrice');
    const first = options.loadShippingOptions({ addressId: 7, cityId: '3578', items: [] });
    const second = options.loadShippingOptions({ addressId: 8, cityId: '3515', items: [] });
    api.failNext('shippingPrice', new Error('slow and then lost'));
    api.release('shippingPrice');
    await first;
    expect(options.current.shippingOptions).toEqual({ status: 'loading' });
    api.release('shippingPrice');
    await second;
    expect(options.current.shippingOptions.status).toBe('ready');
  });

  it('forgets everything at logout, including answers still on their way', async () => {
    const { api, options } = setup();
    await options.loadVouchers();
    api.hold('paymentMethods');
    const loading = options.loadPaymentMethods();
    options.clearOnLogout();
    api.releaseAll('paymentMethods');
    await loading;
    expect(options.current).toEqual({ shippingOptions: { status: 'idle' }, paymentMethods: { status: 'idle' }, vouchers: { status: 'idle' } });
  });
});
