/**
 * "Voucher request: address_code 54, payment_code 1, device web" (document 2 §9):
 * fixed values the set-voucher call always sends, whatever the shopper chose.
 */
export const VOUCHER_ADDRESS_CODE = 54;
export const VOUCHER_PAYMENT_CODE = 1;
export const VOUCHER_DEVICE = 'web';

/** The form of `POST more/transaction/cart/set-voucher` (code, address_code, payment_code, device). */
export interface VoucherRequest {
  readonly code: string;
  readonly addressCode: typeof VOUCHER_ADDRESS_CODE;
  readonly paymentCode: typeof VOUCHER_PAYMENT_CODE;
  readonly device: typeof VOUCHER_DEVICE;
}

/** "The code is sent upper-cased" (document 1 §4), without the spaces a paste brings along. */
export const normalizeVoucherCode = (code: string): string => code.trim().toUpperCase();

/** The request for a code the shopper typed, or null for an empty one, which is refused without a call. */
export const voucherRequest = (code: string): VoucherRequest | null => {
  const normalized = normalizeVoucherCode(code);
  if (normalized === '') return null;
  return { code: normalized, addressCode: VOUCHER_ADDRESS_CODE, paymentCode: VOUCHER_PAYMENT_CODE, device: VOUCHER_DEVICE };
};

/**
 * The spec gives no text for these (document 2 §8 only says "Voucher failure:
 * applied voucher cleared"); the server's own message is preferred when it sends one.
 */
export const EMPTY_VOUCHER_CODE_MESSAGE = 'Masukkan kode voucher';
export const VOUCHER_FAILED_MESSAGE = 'Voucher tidak dapat digunakan';

export const voucherFailureMessage = (serverMessage: string | undefined): string =>
  serverMessage?.trim() || VOUCHER_FAILED_MESSAGE;
