import type { Database } from '../db/database';
import { BANK_ID } from './regions';
import { DEMO_CUSTOMER } from './account';
import type { SeedContext } from './context';

const DAY = 24 * 3600;

/**
 * The demo customer's address book (README: a lived-in profile): home in
 * Surabaya (the default), the office in Sidoarjo and the parents' house in
 * Gresik, with regions of the bundled data and their real postal codes.
 */
export const DEMO_ADDRESSES = {
  home: {
    id: 1,
    label: 'Rumah',
    recipientName: DEMO_CUSTOMER.name,
    phone: DEMO_CUSTOMER.phone,
    provinceId: '35',
    cityId: '3578',
    districtId: '357808',
    villageId: '3578081003',
    postalCode: '60286',
    address: 'Jl. Airlangga No. 27, RT 02/RW 04',
    isDefault: true,
    createdDaysAgo: 380,
  },
  office: {
    id: 2,
    label: 'Kantor',
    recipientName: DEMO_CUSTOMER.name,
    phone: DEMO_CUSTOMER.phone,
    provinceId: '35',
    cityId: '3515',
    districtId: '351508',
    villageId: '3515081012',
    postalCode: '61213',
    address: 'Ruko Jenggolo Blok B-3, Jl. Jenggolo No. 12',
    isDefault: false,
    createdDaysAgo: 200,
  },
  parents: {
    id: 3,
    label: 'Rumah Orang Tua',
    recipientName: 'Bambang Wijaya',
    phone: '081330112233',
    provinceId: '35',
    cityId: '3525',
    districtId: '352514',
    villageId: '3525141010',
    postalCode: '61124',
    address: 'Perumahan Gresik Kota Baru, Jl. Kalimantan Blok FF No. 9',
    isDefault: false,
    createdDaysAgo: 45,
  },
} as const;

/** Seeds the address-book area: the demo customer's addresses, dropshippers and bank accounts; the new customer has none. */
export const seedAddressBook = async (db: Database, seed: SeedContext): Promise<void> => {
  const at = (daysAgo: number) => seed.now - daysAgo * DAY;
  for (const { createdDaysAgo, ...address } of Object.values(DEMO_ADDRESSES)) {
    await db.addresses.create({ ...address, customerId: DEMO_CUSTOMER.id, createdAt: at(createdDaysAgo), updatedAt: at(createdDaysAgo) });
  }
  const dropshippers = [
    { id: 1, name: 'Sinta Living Store', phone: '081355501234', daysAgo: 150 },
    { id: 2, name: 'Rumah Jati Sidoarjo', phone: '085733344556', daysAgo: 20 },
  ];
  for (const { daysAgo, ...dropshipper } of dropshippers) {
    await db.dropshippers.create({ ...dropshipper, customerId: DEMO_CUSTOMER.id, createdAt: at(daysAgo), updatedAt: at(daysAgo) });
  }
  const accounts = [
    { id: 1, bankId: BANK_ID.bca, accountNumber: '0881234567', daysAgo: 300 },
    { id: 2, bankId: BANK_ID.mandiri, accountNumber: '1410012345678', daysAgo: 90 },
  ];
  for (const { daysAgo, ...account } of accounts) {
    await db.bankAccounts.create({ ...account, accountName: DEMO_CUSTOMER.name, customerId: DEMO_CUSTOMER.id, createdAt: at(daysAgo), updatedAt: at(daysAgo) });
  }
};
