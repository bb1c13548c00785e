import { aProduct } from '../catalogue/product.fixture';
import type { RedeemableProduct, RedeemableVoucher } from './rewards';

export const aRedeemableVoucher = (overrides: Partial<RedeemableVoucher> = {}): RedeemableVoucher => ({
  kind: 'voucher',
  id: 1,
  title: 'Voucher Belanja Rp25.000',
  description: 'Potongan Rp25.000 untuk belanja minimal Rp250.000.',
  points: 2_500,
  quota: 24,
  affordable: true,
  imageUrl: 'https://img.test/square/voucher.svg',
  validUntil: Date.UTC(2027, 1, 14, 16, 42),
  voucherAmount: 25_000,
  minimumPurchase: 250_000,
  ...overrides,
});

export const aRedeemableProduct = (overrides: Partial<RedeemableProduct> = {}): RedeemableProduct => ({
  kind: 'product',
  id: 2,
  title: 'Lampu Meja Kirana',
  description: 'Lampu meja rotan untuk kamar tidur.',
  points: 12_000,
  quota: 5,
  affordable: true,
  imageUrl: 'https://img.test/products/lampu.svg',
  validUntil: Date.UTC(2027, 1, 14, 16, 42),
  product: aProduct({ id: 48, slug: 'lampu-meja-kirana', name: 'Lampu Meja Kirana' }),
  ...overrides,
});
