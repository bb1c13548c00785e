import type { ProductRecord } from '../../db/catalogue';
import type { VoucherRecord } from '../../db/checkout';
import type { Database } from '../../db/database';
import { rupiahText } from '../catalogue/product-wire';

/** A voucher by its code, exactly: codes are upper-case and the storefront sends them so (document 2 §5). */
export const voucherByCode = (db: Database, code: string): VoucherRecord | undefined => db.vouchers.findFirst((q) => q.where({ code }));

/** Whether a product counts towards a voucher (and is listed by GET uni/product/voucher/{id}). */
export const inVoucherScope = (voucher: VoucherRecord, product: ProductRecord): boolean => {
  switch (voucher.scope.kind) {
    case 'all':
      return true;
    case 'category':
      return product.categoryId === voucher.scope.categoryId;
    case 'brand':
      return product.brand === voucher.scope.brand;
  }
};

/** Vouchers a device may use now: started, not ended, meant for it. */
export const usableNow = (voucher: VoucherRecord, now: number, device: string): boolean =>
  voucher.startsAt <= now && now < voucher.endsAt && voucher.devices.includes(device);

/** One line a voucher is judged against. */
export interface VoucherLine {
  readonly product: ProductRecord;
  readonly subtotal: number;
}

export type VoucherVerdict = { readonly ok: true; readonly voucher: VoucherRecord; readonly discount: number } | { readonly ok: false; readonly message: string };

/**
 * Whether a code takes something off these lines, and how much. The refusals
 * a shopper meets, each with its own Indonesian message: an unknown code, one
 * not started yet or already ended, one for the app only, nothing in the
 * voucher's scope, and a spend under the voucher's minimum.
 */
export const judgeVoucher = (db: Database, code: string, lines: readonly VoucherLine[], now: number, device: string): VoucherVerdict => {
  const voucher = voucherByCode(db, code);
  if (!voucher) return { ok: false, message: `Kode voucher ${code} tidak ditemukan` };
  if (now < voucher.startsAt) return { ok: false, message: `Voucher ${code} belum dapat digunakan` };
  if (now >= voucher.endsAt) return { ok: false, message: `Voucher ${code} sudah berakhir` };
  if (!voucher.devices.includes(device)) return { ok: false, message: `Voucher ${code} hanya berlaku di aplikasi MORE` };
  if (lines.length === 0) return { ok: false, message: 'Pilih produk yang akan dibeli terlebih dahulu' };
  const eligible = lines.filter((line) => inVoucherScope(voucher, line.product)).reduce((sum, line) => sum + line.subtotal, 0);
  if (eligible === 0) return { ok: false, message: `Voucher ${code} tidak berlaku untuk produk yang dipilih` };
  if (eligible < voucher.minSpend) return { ok: false, message: `Minimal belanja ${rupiahText(voucher.minSpend)} untuk menggunakan voucher ${code}` };
  const discount =
    voucher.benefit.kind === 'amount'
      ? voucher.benefit.amount
      : Math.min(voucher.benefit.maxAmount, Math.floor((eligible * voucher.benefit.percent) / 100));
  return { ok: true, voucher, discount: Math.min(discount, eligible) };
};
