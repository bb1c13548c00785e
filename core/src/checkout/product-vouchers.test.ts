import { dateTimeAt, datedText } from '../shared/dated-text';
import { describe, expect, it } from 'vitest';
import { aProduct } from '../catalogue/product.fixture';
import { StoreFailure } from '../shared/failure';
import { failed, idle, loading, ready } from '../shared/loadable';
import { aVoucher, InMemoryCheckoutApi } from './fakes';
import { isEmptyVouchersView, ProductVouchers, toVoucherCard, voucherTeaser, vouchersOnPage, vouchersOnScreen } from './product-vouchers';

const hemat = aVoucher({ id: 1, code: 'HEMAT100', title: 'Potongan Rp100.000', minimumSpend: 1_000_000, endsAt: Date.UTC(2026, 11, 23, 16, 59) });
const diskon = aVoucher({ id: 2, code: 'DISKON10', title: 'Diskon 10%', minimumSpend: 0, endsAt: Date.UTC(2026, 11, 7, 16, 59) });

describe('voucher card', () => {
  it('shows the code, the minimum spend in rupiah and the last day in store time', () => {
    expect(toVoucherCard(hemat)).toMatchObject({
      code: 'HEMAT100',
      title: 'Potongan Rp100.000',
      minimumText: 'Min. belanja Rp1.000.000',
      expiryText: datedText('Berlaku hingga ', dateTimeAt(Date.UTC(2026, 11, 23, 16, 59))),
    });
    expect(toVoucherCard(diskon).minimumText).toBe('Tanpa minimum belanja');
  });

  it('teases a guest with the product\'s status_voucher, unless it is "Rp0"', () => {
    expect(voucherTeaser(aProduct({ voucherText: 'Rp50.000' }))).toBe('Voucher Rp50.000');
    expect(voucherTeaser(aProduct({ voucherText: 'Rp0' }))).toBeNull();
    expect(voucherTeaser(aProduct({ voucherText: '' }))).toBeNull();
  });
});

describe('the vouchers on the page', () => {
  it('shows a guest\'s view before the buy box asked (the server, hydration), and what core holds once it did', () => {
    const product = aProduct({ voucherText: 'Rp50.000' });
    expect(vouchersOnPage(idle, product)).toEqual(ready({ kind: 'guest', teaser: 'Voucher Rp50.000' }));
    expect(vouchersOnPage(loading, product)).toBe(loading);
    const down = failed(new StoreFailure('server', 'GET more/voucher', 'down'));
    expect(vouchersOnPage(down, product)).toBe(down);
    const customer = ready({ kind: 'customer', vouchers: [toVoucherCard(hemat)] } as const);
    expect(vouchersOnPage(customer, product)).toBe(customer);
  });
});

describe('vouchers on screen', () => {
  it('shows 2 until the shopper asks for all, and no toggle when they fit', () => {
    const cards = [1, 2, 3].map((id) => toVoucherCard(aVoucher({ id, code: `V${id}` })));
    expect(vouchersOnScreen(cards.slice(0, 2), false)).toEqual({ shown: cards.slice(0, 2), toggle: null });
    expect(vouchersOnScreen(cards, false)).toEqual({ shown: cards.slice(0, 2), toggle: 'Lihat semua voucher (3)' });
    expect(vouchersOnScreen(cards, true)).toEqual({ shown: cards, toggle: 'Tampilkan lebih sedikit' });
  });
});

describe('ProductVouchers', () => {
  it('shows a guest the teaser without calling more/voucher', async () => {
    const api = new InMemoryCheckoutApi({ vouchers: [hemat] });
    const vouchers = new ProductVouchers(api);
    await vouchers.show(aProduct({ voucherText: 'Rp50.000' }), null);
    expect(vouchers.current).toEqual({ status: 'ready', value: { kind: 'guest', teaser: 'Voucher Rp50.000' } });
    expect(api.calls).toEqual([]);
    await vouchers.show(aProduct({ voucherText: 'Rp0' }), null);
    expect(vouchers.current.status === 'ready' && isEmptyVouchersView(vouchers.current.value)).toBe(true);
  });

  it('shows a customer the usable vouchers, soonest to end first, asking once per customer', async () => {
    const api = new InMemoryCheckoutApi({ vouchers: [hemat, diskon] });
    const vouchers = new ProductVouchers(api);
    await vouchers.show(aProduct(), 'c7@test');
    expect(vouchers.current).toMatchObject({ status: 'ready', value: { kind: 'customer', vouchers: [{ code: 'DISKON10' }, { code: 'HEMAT100' }] } });
    await vouchers.show(aProduct({ id: 2 }), 'c7@test');
    expect(api.calls).toEqual(['vouchers']);
    await vouchers.show(aProduct({ id: 2 }), 'c8@test');
    expect(api.calls).toEqual(['vouchers', 'vouchers']);
  });

  it('says when a customer has none (the section is then left out)', async () => {
    const vouchers = new ProductVouchers(new InMemoryCheckoutApi({ vouchers: [] }));
    await vouchers.show(aProduct(), 'c7@test');
    expect(vouchers.current.status === 'ready' && isEmptyVouchersView(vouchers.current.value)).toBe(true);
  });

  it('fails with the call named, and a retry asks again', async () => {
    const api = new InMemoryCheckoutApi({ vouchers: [hemat] });
    api.failNext('vouchers', new StoreFailure('server', 'GET more/voucher', 'down'));
    const vouchers = new ProductVouchers(api);
    await vouchers.retry();
    expect(api.calls).toEqual([]);
    await vouchers.show(aProduct(), 'c7@test');
    expect(vouchers.current).toMatchObject({ status: 'failed', failure: { kind: 'server' } });
    await vouchers.retry();
    expect(vouchers.current).toMatchObject({ status: 'ready', value: { kind: 'customer', vouchers: [{ code: 'HEMAT100' }] } });
  });

  it('drops a customer\'s late answer once a guest is shown', async () => {
    const api = new InMemoryCheckoutApi({ vouchers: [hemat] });
    api.hold('vouchers');
    const vouchers = new ProductVouchers(api);
    const pending = vouchers.show(aProduct(), 'c7@test');
    await vouchers.show(aProduct({ voucherText: 'Rp0' }), null);
    api.releaseAll('vouchers');
    await pending;
    expect(vouchers.current).toEqual({ status: 'ready', value: { kind: 'guest', teaser: null } });
    await vouchers.show(aProduct(), 'c7@test');
    expect(api.calls).toEqual(['vouchers', 'vouchers']);
  });
});
