import { DEMO_CUSTOMER, type MockApi } from '@more/mock-server';
import type { ProviderStates } from '../provider/provider-state';
import { wholeNumber } from '../provider/state-params';

/**
 * The demo customer's address `id` in Kalisari, Mulyorejo, KOTA SURABAYA,
 * whatever was there before. It is not the default unless the customer has no
 * other default ("one default per customer").
 */
export const givenDemoAddress = async (api: MockApi, id: number): Promise<void> => {
  api.db.addresses.delete((q) => q.where({ id }));
  const hasDefault = api.db.addresses.findFirst((q) => q.where({ customerId: DEMO_CUSTOMER.id, isDefault: true })) !== undefined;
  const now = api.clock.unixSeconds();
  await api.db.addresses.create({
    id,
    customerId: DEMO_CUSTOMER.id,
    label: 'Apartemen',
    recipientName: DEMO_CUSTOMER.name,
    phone: DEMO_CUSTOMER.phone,
    provinceId: '35',
    cityId: '3578',
    districtId: '357826',
    villageId: '3578261004',
    postalCode: '60112',
    address: 'Apartemen Educity Tower Harvard Lt. 12 No. 7',
    isDefault: !hasDefault,
    createdAt: now,
    updatedAt: now,
  });
};

/** Provider states the address-book interactions name. */
export const addressBookStates: ProviderStates = {
  /** Address `id` belongs to the demo customer, in Surabaya. */
  'the demo customer has an address': (api, params) => givenDemoAddress(api, wholeNumber(params.id, 'id')),
  /** No address, of anyone, has the id `id`. */
  'no address has the id': (api, params) => {
    api.db.addresses.delete((q) => q.where({ id: wholeNumber(params.id, 'id') }));
  },
  /** Dropshipper `id` belongs to the demo customer. */
  'the demo customer has a dropshipper': async (api, params) => {
    const id = wholeNumber(params.id, 'id');
    api.db.dropshippers.delete((q) => q.where({ id }));
    const now = api.clock.unixSeconds();
    await api.db.dropshippers.create({ id, customerId: DEMO_CUSTOMER.id, name: 'Sinta Living Store', phone: '081355501234', createdAt: now, updatedAt: now });
  },
  /** None of the demo customer's bank accounts has the number `accountNumber`. */
  'the demo customer has no bank account numbered': (api, params) => {
    api.db.bankAccounts.deleteMany((q) => q.where({ customerId: DEMO_CUSTOMER.id, accountNumber: String(params.accountNumber) }));
  },
  // At BNI (bank 3 of uni/bank), an account number made of the id, so states of several ids never collide.
  'the demo customer has a bank account': async (api, params) => {
    const id = wholeNumber(params.id, 'id');
    api.db.bankAccounts.delete((q) => q.where({ id }));
    const now = api.clock.unixSeconds();
    await api.db.bankAccounts.create({
      id,
      customerId: DEMO_CUSTOMER.id,
      bankId: 3,
      accountNumber: String(id).padStart(10, '0'),
      accountName: DEMO_CUSTOMER.name,
      createdAt: now,
      updatedAt: now,
    });
  },
};
