import { describe, expect, it } from 'vitest';
import type { CheckoutItem } from '../checkout/checkout-order';
import { type ArrivingCheckout, CheckoutWithChosenVoucher } from './checkout-with-chosen-voucher';

/** The checkout as it arrives: what it was asked to start and which codes it was given. */
class RecordingCheckout implements ArrivingCheckout {
  readonly started: { readonly items: readonly CheckoutItem[]; readonly note: string }[] = [];
  readonly vouchers: string[] = [];
  constructor(private readonly accepts = true) {}

  start(items: readonly CheckoutItem[], note: string): Promise<boolean> {
    this.started.push({ items, note });
    return Promise.resolve(this.accepts);
  }

  applyVoucher(code: string): Promise<unknown> {
    this.vouchers.push(code);
    return Promise.resolve();
  }
}

const items = [{ variantId: 7, quantity: 1 }] as unknown as readonly CheckoutItem[];
const chosen = (code: string | null) => ({ current: { applied: code === null ? null : { code } } });

describe('CheckoutWithChosenVoucher', () => {
  it('starts the checkout once it has arrived, with the items and the note', async () => {
    const checkout = new RecordingCheckout();
    let arrivals = 0;
    const starter = new CheckoutWithChosenVoucher(() => {
      arrivals++;
      return Promise.resolve(checkout);
    }, chosen(null));
    await expect(starter.start(items, 'Tolong dibungkus')).resolves.toBe(true);
    expect(arrivals).toBe(1);
    expect(checkout.started).toEqual([{ items, note: 'Tolong dibungkus' }]);
    expect(checkout.vouchers).toEqual([]);
  });

  it('"check out with vouchers" (document 1 §1): the voucher chosen before checkout is applied to the checkout just started', async () => {
    const checkout = new RecordingCheckout();
    const starter = new CheckoutWithChosenVoucher(() => Promise.resolve(checkout), chosen('HEMAT50'));
    await expect(starter.start(items, '')).resolves.toBe(true);
    expect(checkout.vouchers).toEqual(['HEMAT50']);
  });

  it('gives no voucher to a checkout that would not start (an order is being placed in it)', async () => {
    const checkout = new RecordingCheckout(false);
    const starter = new CheckoutWithChosenVoucher(() => Promise.resolve(checkout), chosen('HEMAT50'));
    await expect(starter.start(items, '')).resolves.toBe(false);
    expect(checkout.vouchers).toEqual([]);
  });

  it('reads the chosen voucher when the checkout starts, not when the button was made', async () => {
    const checkout = new RecordingCheckout();
    const vouchers: { current: { applied: { code: string } | null } } = chosen(null);
    const starter = new CheckoutWithChosenVoucher(() => Promise.resolve(checkout), vouchers);
    vouchers.current = { applied: { code: 'BARU10' } };
    await starter.start(items, '');
    expect(checkout.vouchers).toEqual(['BARU10']);
  });
});
