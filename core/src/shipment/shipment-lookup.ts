import type { FieldErrors } from '../account/account-forms';
import { isIndonesianMobileNumber } from '../shared/phone-number';

/** The form of /omnitracking without a number: the order number and the phone that goes with it. */
export interface ShipmentLookupForm {
  readonly orderNumber: string;
  readonly phone: string;
}

export type ShipmentLookupField = keyof ShipmentLookupForm;

export const ORDER_NUMBER_MAX_LENGTH = 40;

export const shipmentLookupMessages = {
  orderNumberRequired: 'Nomor pesanan wajib diisi',
  orderNumberInvalid: 'Nomor pesanan tidak valid, contoh: MORE-20261115-0042',
  phoneRequired: 'Nomor HP wajib diisi',
  phoneInvalid: 'Nomor HP tidak valid, contoh: 081234567890',
} as const;

/** Letters, digits and the dashes and slashes order numbers are written with (MORE-20261115-0042, INV/2026/11/0042). */
const orderNumberShape = new RegExp(`^[A-Za-z0-9][A-Za-z0-9/-]{3,${ORDER_NUMBER_MAX_LENGTH - 1}}$`);

/** The order number as the services store it: trimmed, in capitals. */
export const normalOrderNumber = (text: string): string => text.trim().toUpperCase();

/** The phone as digits from the 0 (0812…): how the shipment service is asked, whatever the shopper typed (+62 812-…). */
export const normalPhone = (text: string): string => {
  const digits = text.replace(/\D/g, '');
  return digits.startsWith('62') ? `0${digits.slice(2)}` : digits;
};

/**
 * Every mistake of the lookup form at once, before anything is sent (the
 * storefront's server checks the same rule and answers 422 with these words).
 */
export const validateShipmentLookup = (form: ShipmentLookupForm): FieldErrors<ShipmentLookupField> => {
  const errors: FieldErrors<ShipmentLookupField> = {};
  const orderNumber = form.orderNumber.trim();
  if (orderNumber === '') errors.orderNumber = shipmentLookupMessages.orderNumberRequired;
  else if (!orderNumberShape.test(orderNumber)) errors.orderNumber = shipmentLookupMessages.orderNumberInvalid;
  if (form.phone.trim() === '') errors.phone = shipmentLookupMessages.phoneRequired;
  else if (!isIndonesianMobileNumber(form.phone)) errors.phone = shipmentLookupMessages.phoneInvalid;
  return errors;
};

/** A shipment number as it may stand in the address /omnitracking/{sn}: what a shopper could have been given. */
export const isShipmentNumber = (text: string): boolean => orderNumberShape.test(text.trim());
