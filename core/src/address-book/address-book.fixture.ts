import type { Address, AddressDraft } from './address';
import type { BankAccount } from './bank-account';
import type { Dropshipper } from './dropshipper';

/** The demo customer's home in Surabaya, the default address; tests override what they are about. */
export const anAddress = (overrides: Partial<Address> = {}): Address => ({
  id: 1,
  label: 'Rumah',
  recipientName: 'Sinta Wulandari',
  phone: '081234567890',
  province: { id: '35', name: 'JAWA TIMUR' },
  city: { id: '3578', name: 'KOTA SURABAYA' },
  district: { id: '357808', name: 'Gubeng' },
  village: { id: '3578081003', name: 'Airlangga' },
  postalCode: '60286',
  street: 'Jl. Airlangga No. 27, RT 02/RW 04',
  isDefault: true,
  createdAt: Date.UTC(2026, 0, 10, 3, 0),
  ...overrides,
});

export const aDropshipper = (overrides: Partial<Dropshipper> = {}): Dropshipper => ({
  id: 1,
  name: 'Sinta Furniture Online',
  phone: '081355501234',
  createdAt: Date.UTC(2026, 2, 2, 3, 0),
  ...overrides,
});

export const aBankAccount = (overrides: Partial<BankAccount> = {}): BankAccount => ({
  id: 1,
  bank: { id: 1, code: '014', name: 'Bank Central Asia (BCA)', iconUrl: 'https://img.test/bank/bca.svg' },
  accountNumber: '0881234567',
  holderName: 'Sinta Wulandari',
  createdAt: Date.UTC(2026, 3, 4, 3, 0),
  ...overrides,
});

/** What the address form sends for a new address in Surabaya; tests override what they are about. */
export const anAddressDraft = (overrides: Partial<AddressDraft> = {}): AddressDraft => ({
  label: 'Rumah',
  recipientName: 'Sinta Wulandari',
  phone: '081234567890',
  provinceId: '35',
  cityId: '3578',
  districtId: '357808',
  villageId: '3578081004',
  postalCode: '60282',
  street: 'Jl. Kertajaya Indah No. 12, RT 02/RW 05',
  makeDefault: false,
  ...overrides,
});
