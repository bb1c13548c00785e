import type { PaymentGroupRecord, PaymentMethodRecord, VoucherRecord } from '../db/checkout';
import type { Database } from '../db/database';
import type { SeedContext } from './context';

const DAY = 24 * 3600;
const everywhere = ['web', 'android', 'ios'];

/**
 * The store's vouchers, relative to the seed's clock: several usable ones
 * (an amount, a percentage with a cap, one for a room, one for a brand), one
 * with a high minimum spend, one expired, one for the app only, and one not
 * started yet. Codes are upper-case.
 */
export const seedVouchers = (now: number): VoucherRecord[] => [
  {
    id: 1,
    code: 'HEMAT100',
    title: 'Potongan Rp100.000',
    description: 'Potongan Rp100.000 untuk semua produk, minimal belanja Rp1.000.000.',
    benefit: { kind: 'amount', amount: 100_000 },
    scope: { kind: 'all' },
    minSpend: 1_000_000,
    startsAt: now - 10 * DAY,
    endsAt: now + 30 * DAY,
    devices: everywhere,
  },
  {
    id: 2,
    code: 'DISKON10',
    title: 'Diskon 10%',
    description: 'Diskon 10% hingga Rp250.000 tanpa minimum belanja.',
    benefit: { kind: 'percent', percent: 10, maxAmount: 250_000 },
    scope: { kind: 'all' },
    minSpend: 0,
    startsAt: now - 3 * DAY,
    endsAt: now + 14 * DAY,
    devices: everywhere,
  },
  {
    id: 3,
    code: 'KAMARTIDUR15',
    title: 'Diskon 15% Kamar Tidur',
    description: 'Diskon 15% hingga Rp500.000 untuk produk kamar tidur, minimal belanja Rp2.000.000.',
    benefit: { kind: 'percent', percent: 15, maxAmount: 500_000 },
    scope: { kind: 'category', categoryId: 1 },
    minSpend: 2_000_000,
    startsAt: now - 5 * DAY,
    endsAt: now + 20 * DAY,
    devices: everywhere,
  },
  {
    id: 4,
    code: 'JATILOKA50',
    title: 'Potongan Rp50.000 Jatiloka',
    description: 'Potongan Rp50.000 untuk produk Jatiloka, minimal belanja Rp500.000.',
    benefit: { kind: 'amount', amount: 50_000 },
    scope: { kind: 'brand', brand: 'Jatiloka' },
    minSpend: 500_000,
    startsAt: now - 7 * DAY,
    endsAt: now + 25 * DAY,
    devices: everywhere,
  },
  {
    id: 5,
    code: 'BELANJA5JT',
    title: 'Potongan Rp500.000',
    description: 'Potongan Rp500.000 untuk belanja minimal Rp5.000.000.',
    benefit: { kind: 'amount', amount: 500_000 },
    scope: { kind: 'all' },
    minSpend: 5_000_000,
    startsAt: now - 1 * DAY,
    endsAt: now + 60 * DAY,
    devices: everywhere,
  },
  {
    id: 6,
    code: 'MERDEKA17',
    title: 'Potongan Rp170.000 Merdeka',
    description: 'Potongan Rp170.000 untuk semua produk. Periode sudah berakhir.',
    benefit: { kind: 'amount', amount: 170_000 },
    scope: { kind: 'all' },
    minSpend: 0,
    startsAt: now - 100 * DAY,
    endsAt: now - 5 * DAY,
    devices: everywhere,
  },
  {
    id: 7,
    code: 'APPHEMAT75',
    title: 'Potongan Rp75.000 di Aplikasi',
    description: 'Khusus belanja lewat aplikasi MORE.',
    benefit: { kind: 'amount', amount: 75_000 },
    scope: { kind: 'all' },
    minSpend: 0,
    startsAt: now - 2 * DAY,
    endsAt: now + 30 * DAY,
    devices: ['android', 'ios'],
  },
  {
    id: 8,
    code: 'HARBOLNAS12',
    title: 'Diskon 12% Harbolnas',
    description: 'Diskon 12% hingga Rp1.200.000, mulai Hari Belanja Online Nasional.',
    benefit: { kind: 'percent', percent: 12, maxAmount: 1_200_000 },
    scope: { kind: 'all' },
    minSpend: 0,
    startsAt: now + 20 * DAY,
    endsAt: now + 22 * DAY,
    devices: everywhere,
  },
];

export const paymentGroups: readonly PaymentGroupRecord[] = [
  { code: 'virtual-account', name: 'Transfer Virtual Account', description: 'Bayar lewat ATM, m-banking atau internet banking; dicek otomatis.', artwork: 'Virtual Account', sort: 1 },
  { code: 'e-wallet', name: 'Dompet Digital', description: 'Bayar dengan saldo dompet digital Anda.', artwork: 'Dompet Digital', sort: 2 },
  { code: 'credit-card', name: 'Kartu Kredit', description: 'Visa, Mastercard dan JCB; cicilan 0% 3 bulan.', artwork: 'Kartu Kredit', sort: 3 },
  { code: 'retail', name: 'Gerai Retail', description: 'Bayar tunai di kasir Indomaret atau Alfamart.', artwork: 'Gerai Retail', sort: 4 },
];

const va = (code: string, name: string, bankCode: string, sort: number): PaymentMethodRecord => ({
  code,
  name: `${name} Virtual Account`,
  group: 'virtual-account',
  fee: 4_000,
  tenors: [],
  bankCode,
  artwork: name,
  sort,
});

const simple = (code: string, name: string, group: string, fee: number, sort: number): PaymentMethodRecord => ({
  code,
  name,
  group,
  fee,
  tenors: [],
  bankCode: null,
  artwork: name,
  sort,
});

/**
 * The methods of the payment step. Virtual accounts name their bank by the
 * code of the banks list (uni/bank, the regions area's): BCA 014, Mandiri
 * 008, BNI 009, BRI 002, Permata 013, BSI 451. The instalment plan charges a
 * flat fee per tenor (a real gateway charges a percentage of the bill).
 */
export const paymentMethods: readonly PaymentMethodRecord[] = [
  va('bca-va', 'BCA', '014', 1),
  va('mandiri-va', 'Mandiri', '008', 2),
  va('bni-va', 'BNI', '009', 3),
  va('bri-va', 'BRI', '002', 4),
  va('permata-va', 'Permata', '013', 5),
  va('bsi-va', 'BSI', '451', 6),
  simple('gopay', 'GoPay', 'e-wallet', 0, 1),
  simple('ovo', 'OVO', 'e-wallet', 0, 2),
  simple('dana', 'DANA', 'e-wallet', 0, 3),
  simple('shopeepay', 'ShopeePay', 'e-wallet', 0, 4),
  simple('cc-full', 'Kartu Kredit (Bayar Penuh)', 'credit-card', 0, 1),
  {
    code: 'cc-cicilan',
    name: 'Cicilan Kartu Kredit',
    group: 'credit-card',
    fee: 0,
    tenors: [
      { months: 3, fee: 0 },
      { months: 6, fee: 99_000 },
      { months: 12, fee: 199_000 },
    ],
    bankCode: null,
    artwork: 'Cicilan',
    sort: 2,
  },
  simple('indomaret', 'Indomaret', 'retail', 5_000, 1),
  simple('alfamart', 'Alfamart', 'retail', 5_000, 2),
];

/** Seeds the checkout area: vouchers and the ways to pay. */
export const seedCheckout = async (db: Database, seed: SeedContext): Promise<void> => {
  for (const voucher of seedVouchers(seed.now)) await db.vouchers.create(voucher);
  for (const group of paymentGroups) await db.paymentGroups.create(group);
  for (const method of paymentMethods) await db.paymentMethods.create(method);
};
