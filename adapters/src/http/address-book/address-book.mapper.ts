import type { Address, AddressDraft, BankAccount, BankAccountDraft, Dropshipper, DropshipperDraft } from '@more/core';
import type { AddressBodyWire, BankAccountBodyWire, DropshipperBodyWire } from './address-book-request.wire';
import type { AddressWire, BankAccountWire, DropshipperWire } from './address-book.wire';

export const toAddress = (wire: AddressWire): Address => ({
  id: wire.id,
  label: wire.label,
  recipientName: wire.recipient_name,
  phone: wire.phone,
  province: { id: wire.province_id, name: wire.province_name },
  city: { id: wire.city_id, name: wire.city_name },
  district: { id: wire.district_id, name: wire.district_name },
  village: { id: wire.village_id, name: wire.village_name },
  postalCode: wire.postal_code,
  street: wire.address,
  isDefault: wire.default,
  createdAt: Date.parse(wire.created_at),
});

/**
 * The fields given, under their wire names; a field left out is not sent
 * (update changes only what is sent). A whole draft gives the whole body.
 */
export function toAddressBody(draft: AddressDraft): AddressBodyWire;
export function toAddressBody(draft: Partial<AddressDraft>): Partial<AddressBodyWire>;
export function toAddressBody(draft: Partial<AddressDraft>): Partial<AddressBodyWire> {
  return definedOnly({
    label: draft.label,
    recipient_name: draft.recipientName,
    phone: draft.phone,
    province_id: draft.provinceId,
    city_id: draft.cityId,
    district_id: draft.districtId,
    village_id: draft.villageId,
    postal_code: draft.postalCode,
    address: draft.street,
    default: draft.makeDefault,
  });
}

export const toDropshipper = (wire: DropshipperWire): Dropshipper => ({
  id: wire.id,
  name: wire.name,
  phone: wire.phone,
  createdAt: Date.parse(wire.created_at),
});

export function toDropshipperBody(draft: DropshipperDraft): DropshipperBodyWire;
export function toDropshipperBody(draft: Partial<DropshipperDraft>): Partial<DropshipperBodyWire>;
export function toDropshipperBody(draft: Partial<DropshipperDraft>): Partial<DropshipperBodyWire> {
  return definedOnly({ name: draft.name, phone: draft.phone });
}

export const toBankAccount = (wire: BankAccountWire): BankAccount => ({
  id: wire.id,
  bank: { id: wire.uni_bank_id, code: wire.bank_code, name: wire.bank_name, iconUrl: wire.icon },
  accountNumber: wire.account_number,
  holderName: wire.account_name,
  createdAt: Date.parse(wire.created_at),
});

export function toBankAccountBody(draft: BankAccountDraft): BankAccountBodyWire;
export function toBankAccountBody(draft: Partial<BankAccountDraft>): Partial<BankAccountBodyWire>;
export function toBankAccountBody(draft: Partial<BankAccountDraft>): Partial<BankAccountBodyWire> {
  return definedOnly({ uni_bank_id: draft.bankId, account_number: draft.accountNumber, account_name: draft.holderName });
}

const definedOnly = <T extends object>(fields: { [K in keyof T]: T[K] | undefined }): Partial<T> =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
