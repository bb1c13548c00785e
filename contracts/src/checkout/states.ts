import { DEMO_CUSTOMER, type MockApi, requestMock, seededPaymentGroups, seededPaymentMethods, signIn } from '@more/mock-server';
import { shelveVariant } from '../cart/states';
import { wholeNumber } from '../provider/state-params';
import { DEMO_TOKEN } from '../pact-setup';
import type { ProviderStates } from '../provider/provider-state';

type Params = Readonly<Record<string, unknown>>;
type VoucherRecord = ReturnType<MockApi['db']['vouchers']['all']>[number];
type VoucherTerms = Omit<VoucherRecord, symbol | 'startsAt' | 'endsAt' | 'devices'>;

const DAY = 24 * 3600;

/**
 * The vouchers the checkout interactions name, by code (upper-case, as the
 * storefront sends them), with their terms: what they take off, which
 * products count towards them, and the least spend on those.
 */
export const VOUCHERS: Readonly<Record<string, VoucherTerms>> = {
  DISKON10: {
    id: 2,
    code: 'DISKON10',
    title: 'Diskon 10%',
    description: 'Diskon 10% hingga Rp250.000 tanpa minimum belanja.',
    benefit: { kind: 'percent', percent: 10, maxAmount: 250_000 },
    scope: { kind: 'all' },
    minSpend: 0,
  },
  KAMARTIDUR15: {
    id: 3,
    code: 'KAMARTIDUR15',
    title: 'Diskon 15% Kamar Tidur',
    description: 'Diskon 15% hingga Rp500.000 untuk produk kamar tidur, minimal belanja Rp2.000.000.',
    benefit: { kind: 'percent', percent: 15, maxAmount: 500_000 },
    // Category 1: Kamar Tidur.
    scope: { kind: 'category', categoryId: 1 },
    minSpend: 2_000_000,
  },
  BELANJA5JT: {
    id: 5,
    code: 'BELANJA5JT',
    title: 'Potongan Rp500.000',
    description: 'Potongan Rp500.000 untuk belanja minimal Rp5.000.000.',
    benefit: { kind: 'amount', amount: 500_000 },
    scope: { kind: 'all' },
    minSpend: 5_000_000,
  },
  MERDEKA17: {
    id: 6,
    code: 'MERDEKA17',
    title: 'Potongan Rp170.000 Merdeka',
    description: 'Potongan Rp170.000 untuk semua produk. Periode sudah berakhir.',
    benefit: { kind: 'amount', amount: 170_000 },
    scope: { kind: 'all' },
    minSpend: 0,
  },
};

const voucherTerms = (params: Params): VoucherTerms => {
  const terms = typeof params.code === 'string' ? VOUCHERS[params.code] : undefined;
  if (!terms) throw new Error(`provider state parameter code must be one of ${Object.keys(VOUCHERS).join(', ')}`);
  return terms;
};

/** Puts a voucher in place with these terms and this period, on every device, replacing any voucher of its id or code. */
const putVoucher = async (api: MockApi, terms: VoucherTerms, startsAt: number, endsAt: number): Promise<void> => {
  api.db.vouchers.deleteMany((q) => q.where((voucher) => voucher.id === terms.id || voucher.code === terms.code));
  await api.db.vouchers.create({ ...terms, startsAt, endsAt, devices: ['web', 'android', 'ios'] });
};

/** The seed's BCA virtual account and card instalments (3/6/12 months), with their groups. */
const offeredCodes = new Set(['virtual-account', 'credit-card', 'bca-va', 'cc-cicilan']);
const paymentGroups = seededPaymentGroups.filter((group) => offeredCodes.has(group.code));
const paymentMethods = seededPaymentMethods.filter((method) => offeredCodes.has(method.code));

/** Provider states the checkout interactions name. */
export const checkoutStates: ProviderStates = {
  /** Voucher `code` (DISKON10, KAMARTIDUR15 or BELANJA5JT, with the id and terms of VOUCHERS in src/checkout/states.ts) started 3 days ago and runs 14 more days, on the web too. */
  'a voucher can be used': async (api, params) => {
    const now = api.clock.unixSeconds();
    await putVoucher(api, voucherTerms(params), now - 3 * DAY, now + 14 * DAY);
  },

  /** Voucher `code` (MERDEKA17, with the id and terms of VOUCHERS in src/checkout/states.ts) ran from 100 days ago until 5 days ago. */
  'a voucher has expired': async (api, params) => {
    const now = api.clock.unixSeconds();
    await putVoucher(api, voucherTerms(params), now - 100 * DAY, now - 5 * DAY);
  },

  /**
   * Among the ways to pay: the virtual-account group with BCA Virtual Account
   * (code bca-va, fee Rp4.000), and the credit-card group with instalments
   * (code cc-cicilan) over 3, 6 or 12 months (fees Rp0, Rp99.000, Rp199.000).
   */
  'the store offers virtual accounts and card instalments': async (api) => {
    for (const group of paymentGroups) {
      api.db.paymentGroups.deleteMany((q) => q.where({ code: group.code }));
      await api.db.paymentGroups.create(group);
    }
    for (const method of paymentMethods) {
      api.db.paymentMethods.deleteMany((q) => q.where({ code: method.code }));
      await api.db.paymentMethods.create(method);
    }
  },

  /**
   * The demo customer was shown the pre-checkout summary of the order in
   * `params` (the body of pre-checkout-summary and of the save, as the
   * storefront sends it): the server remembers it, and holds the save of that
   * order to it. On the mock, the summary is asked of the mock itself.
   */
  'the demo customer was shown the checkout summary': async (api, params) => {
    await signIn(api.db, DEMO_CUSTOMER.id, DEMO_TOKEN, api.clock.unixSeconds());
    const answer = await requestMock(api, { method: 'POST', path: 'more/transaction/order/pre-checkout-summary', token: DEMO_TOKEN, json: params });
    if (answer.status !== 200) throw new Error(`the mock refused the summary of the state's order: ${answer.status} ${JSON.stringify(answer.body)}`);
  },

  /** Since the summary was shown, variant `variantId` went up to `price` (normal price, no discount); its stock stays. */
  'prices changed since the summary': async (api, params) => {
    const variantId = wholeNumber(params.variantId, 'variantId');
    const product = api.db.products.findFirst((q) => q.where((record) => record.variants.some((variant) => variant.id === variantId)));
    const stock = product?.variants.find((variant) => variant.id === variantId)?.stock;
    if (stock === undefined) throw new Error(`the mock's catalogue has no product variant ${variantId}`);
    await shelveVariant(api, variantId, stock, wholeNumber(params.price, 'price'));
  },
};
