import { MatchersV3 } from '@pact-foundation/pact';
import { HttpAddressBook, HttpBankAccountBook, HttpDropshipperBook } from '@more/adapters';
import { describe, expect, it } from 'vitest';
import { bearer, DEMO_TOKEN, storeApiAt, storeApiPact } from '../pact-setup';
import { address, bankAccount, dropshipper, kalisariBody } from './address-book-matchers';
import { ok } from '../matchers';

const { boolean, eachLike, string } = MatchersV3;

const LOGGED_IN = 'the demo customer is logged in';

const kalisari = {
  label: 'Apartemen',
  recipientName: 'Sinta Wulandari',
  phone: '081234567890',
  provinceId: '35',
  cityId: '3578',
  districtId: '357826',
  villageId: '3578261004',
  postalCode: '60112',
  street: 'Apartemen Educity Tower Harvard Lt. 12 No. 7',
  makeDefault: false,
};

describe('addresses: more/user/address/… (document 2 §7)', () => {
  const book = (url: string, token: string | null = DEMO_TOKEN) => new HttpAddressBook(storeApiAt(url, token));

  it('POST more/user/address/index', async () => {
    await storeApiPact()
      .addInteraction()
      .given(LOGGED_IN)
      .given('the demo customer has an address', { id: 101 })
      .uponReceiving('a request for the demo customer\'s addresses')
      .withRequest('POST', '/more/user/address/index', (request) => request.headers(bearer(DEMO_TOKEN)))
      .willRespondWith(200, (response) => response.jsonBody(ok(eachLike(address(101), 1))))
      .executeTest(async (server) => {
        const [first] = await book(server.url).list();
        expect(first).toMatchObject({ id: 101, city: { id: '3578', name: 'KOTA SURABAYA' }, village: { name: 'Kalisari' }, isDefault: false });
      });
  });

  it('POST more/user/address/show', async () => {
    await storeApiPact()
      .addInteraction()
      .given(LOGGED_IN)
      .given('the demo customer has an address', { id: 101 })
      .uponReceiving('a request for the demo customer\'s address 101')
      .withRequest('POST', '/more/user/address/show', (request) => request.headers(bearer(DEMO_TOKEN)).jsonBody({ id: 101 }))
      .willRespondWith(200, (response) => response.jsonBody(ok(address(101))))
      .executeTest(async (server) => {
        expect(await book(server.url).show(101)).toMatchObject({ id: 101, postalCode: '60112', street: kalisari.street });
      });
  });

  it('POST more/user/address/store', async () => {
    await storeApiPact()
      .addInteraction()
      .given(LOGGED_IN)
      .uponReceiving('a new address in Kalisari, Surabaya')
      .withRequest('POST', '/more/user/address/store', (request) => request.headers(bearer(DEMO_TOKEN)).jsonBody(kalisariBody))
      .willRespondWith(200, (response) => response.jsonBody(ok(address(104), 'Alamat berhasil ditambahkan')))
      .executeTest(async (server) => {
        const added = await book(server.url).add(kalisari);
        expect(added).toMatchObject({ label: 'Apartemen', district: { id: '357826', name: 'Mulyorejo' }, isDefault: false });
      });
  });

  it('PUT more/user/address/update', async () => {
    await storeApiPact()
      .addInteraction()
      .given(LOGGED_IN)
      .given('the demo customer has an address', { id: 101 })
      .uponReceiving('a change of the label and street of address 101')
      .withRequest('PUT', '/more/user/address/update', (request) =>
        request.headers(bearer(DEMO_TOKEN)).jsonBody({ id: 101, label: 'Kantor Pusat', address: 'Jl. Dharmahusada Indah No. 8' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(ok(address(101, { label: string('Kantor Pusat'), address: string('Jl. Dharmahusada Indah No. 8') }), 'Alamat berhasil diperbarui')),
      )
      .executeTest(async (server) => {
        const changed = await book(server.url).update(101, { label: 'Kantor Pusat', street: 'Jl. Dharmahusada Indah No. 8' });
        expect(changed).toMatchObject({ id: 101, label: 'Kantor Pusat', street: 'Jl. Dharmahusada Indah No. 8' });
      });
  });

  it('DELETE more/user/address/destroy', async () => {
    await storeApiPact()
      .addInteraction()
      .given(LOGGED_IN)
      .given('the demo customer has an address', { id: 102 })
      .uponReceiving('the removal of address 102')
      .withRequest('DELETE', '/more/user/address/destroy', (request) => request.headers(bearer(DEMO_TOKEN)).jsonBody({ id: 102 }))
      .willRespondWith(200, (response) => response.jsonBody({ success: boolean(true), message: string('Alamat berhasil dihapus'), data: null }))
      .executeTest(async (server) => {
        await expect(book(server.url).remove(102)).resolves.toBeUndefined();
      });
  });

  it('refuses an address whose village is not in its district (422)', async () => {
    await storeApiPact()
      .addInteraction()
      .given(LOGGED_IN)
      .uponReceiving('a new address whose village lies in another district')
      .withRequest('POST', '/more/user/address/store', (request) =>
        request.headers(bearer(DEMO_TOKEN)).jsonBody({ ...kalisariBody, village_id: '3578081003' }),
      )
      .willRespondWith(422, (response) =>
        response.jsonBody({
          success: boolean(false),
          message: string('Wilayah alamat tidak valid'),
          errors: { village_id: eachLike(string('Kelurahan/desa Airlangga tidak berada di kecamatan Mulyorejo'), 1) },
        }),
      )
      .executeTest(async (server) => {
        await expect(book(server.url).add({ ...kalisari, villageId: '3578081003' })).rejects.toMatchObject({
          kind: 'rejected',
          call: 'POST more/user/address/store',
          details: { status: 422, serverMessage: 'Wilayah alamat tidak valid' },
        });
      });
  });

  it('answers 404 for an address id it does not have', async () => {
    await storeApiPact()
      .addInteraction()
      .given(LOGGED_IN)
      .given('no address has the id', { id: 999999 })
      .uponReceiving('a request for address 999999, which does not exist')
      .withRequest('POST', '/more/user/address/show', (request) => request.headers(bearer(DEMO_TOKEN)).jsonBody({ id: 999999 }))
      .willRespondWith(404, (response) => response.jsonBody({ success: boolean(false), message: string('Alamat tidak ditemukan') }))
      .executeTest(async (server) => {
        await expect(book(server.url).show(999999)).rejects.toMatchObject({ kind: 'not-found', call: 'POST more/user/address/show' });
      });
  });

  it('answers 401 to a request without a token', async () => {
    await storeApiPact()
      .addInteraction()
      .given('nobody is logged in')
      .uponReceiving('a request for the addresses without a token')
      .withRequest('POST', '/more/user/address/index')
      .willRespondWith(401, (response) => response.jsonBody({ success: boolean(false), message: string('Silakan login terlebih dahulu') }))
      .executeTest(async (server) => {
        await expect(book(server.url, null).list()).rejects.toMatchObject({ kind: 'unauthorized', call: 'POST more/user/address/index' });
      });
  });
});

describe('dropshippers: more/user/dropshippers/… (document 2 §7)', () => {
  const book = (url: string) => new HttpDropshipperBook(storeApiAt(url, DEMO_TOKEN));

  it('POST more/user/dropshippers/index', async () => {
    await storeApiPact()
      .addInteraction()
      .given(LOGGED_IN)
      .given('the demo customer has a dropshipper', { id: 201 })
      .uponReceiving('a request for the demo customer\'s dropshippers')
      .withRequest('POST', '/more/user/dropshippers/index', (request) => request.headers(bearer(DEMO_TOKEN)))
      .willRespondWith(200, (response) => response.jsonBody(ok(eachLike(dropshipper(201), 1))))
      .executeTest(async (server) => {
        expect((await book(server.url).list())[0]).toMatchObject({ id: 201, name: 'Sinta Living Store', phone: '081355501234' });
      });
  });

  it('POST more/user/dropshippers/show', async () => {
    await storeApiPact()
      .addInteraction()
      .given(LOGGED_IN)
      .given('the demo customer has a dropshipper', { id: 201 })
      .uponReceiving('a request for the demo customer\'s dropshipper 201')
      .withRequest('POST', '/more/user/dropshippers/show', (request) => request.headers(bearer(DEMO_TOKEN)).jsonBody({ id: 201 }))
      .willRespondWith(200, (response) => response.jsonBody(ok(dropshipper(201))))
      .executeTest(async (server) => {
        expect(await book(server.url).show(201)).toMatchObject({ id: 201, name: 'Sinta Living Store' });
      });
  });

  it('POST more/user/dropshippers/store', async () => {
    await storeApiPact()
      .addInteraction()
      .given(LOGGED_IN)
      .uponReceiving('a new dropshipper')
      .withRequest('POST', '/more/user/dropshippers/store', (request) =>
        request.headers(bearer(DEMO_TOKEN)).jsonBody({ name: 'Toko Jati Jaya', phone: '081377712345' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(ok(dropshipper(3, { name: string('Toko Jati Jaya'), phone: string('081377712345') }), 'Dropshipper berhasil ditambahkan')),
      )
      .executeTest(async (server) => {
        expect(await book(server.url).add({ name: 'Toko Jati Jaya', phone: '081377712345' })).toMatchObject({ name: 'Toko Jati Jaya' });
      });
  });

  it('PUT more/user/dropshippers/update', async () => {
    await storeApiPact()
      .addInteraction()
      .given(LOGGED_IN)
      .given('the demo customer has a dropshipper', { id: 201 })
      .uponReceiving('a change of the phone of dropshipper 201')
      .withRequest('PUT', '/more/user/dropshippers/update', (request) =>
        request.headers(bearer(DEMO_TOKEN)).jsonBody({ id: 201, phone: '081299900011' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(ok(dropshipper(201, { phone: string('081299900011') }), 'Dropshipper berhasil diperbarui')),
      )
      .executeTest(async (server) => {
        expect(await book(server.url).update(201, { phone: '081299900011' })).toMatchObject({ id: 201, phone: '081299900011' });
      });
  });

  it('DELETE more/user/dropshippers/destroy', async () => {
    await storeApiPact()
      .addInteraction()
      .given(LOGGED_IN)
      .given('the demo customer has a dropshipper', { id: 202 })
      .uponReceiving('the removal of dropshipper 202')
      .withRequest('DELETE', '/more/user/dropshippers/destroy', (request) => request.headers(bearer(DEMO_TOKEN)).jsonBody({ id: 202 }))
      .willRespondWith(200, (response) => response.jsonBody({ success: boolean(true), message: string('Dropshipper berhasil dihapus'), data: null }))
      .executeTest(async (server) => {
        await expect(book(server.url).remove(202)).resolves.toBeUndefined();
      });
  });
});

describe('bank accounts: more/user/banks/… (document 2 §7)', () => {
  const book = (url: string) => new HttpBankAccountBook(storeApiAt(url, DEMO_TOKEN));

  it('POST more/user/banks/index', async () => {
    await storeApiPact()
      .addInteraction()
      .given(LOGGED_IN)
      .given('the demo customer has a bank account', { id: 301 })
      .uponReceiving('a request for the demo customer\'s bank accounts')
      .withRequest('POST', '/more/user/banks/index', (request) => request.headers(bearer(DEMO_TOKEN)))
      .willRespondWith(200, (response) => response.jsonBody(ok(eachLike(bankAccount(301), 1))))
      .executeTest(async (server) => {
        expect((await book(server.url).list())[0]).toMatchObject({ id: 301, bank: { id: 3, code: '009' }, holderName: 'Sinta Wulandari' });
      });
  });

  it('POST more/user/banks/show', async () => {
    await storeApiPact()
      .addInteraction()
      .given(LOGGED_IN)
      .given('the demo customer has a bank account', { id: 301 })
      .uponReceiving('a request for the demo customer\'s bank account 301')
      .withRequest('POST', '/more/user/banks/show', (request) => request.headers(bearer(DEMO_TOKEN)).jsonBody({ id: 301 }))
      .willRespondWith(200, (response) => response.jsonBody(ok(bankAccount(301, { account_number: string('0000000301') }))))
      .executeTest(async (server) => {
        expect(await book(server.url).show(301)).toMatchObject({ id: 301, accountNumber: '0000000301', bank: { iconUrl: expect.stringContaining('BNI') as unknown } });
      });
  });

  it('POST more/user/banks/store', async () => {
    await storeApiPact()
      .addInteraction()
      .given(LOGGED_IN)
      .given('the demo customer has no bank account numbered', { accountNumber: '0123456789' })
      .uponReceiving('a new bank account at BNI')
      .withRequest('POST', '/more/user/banks/store', (request) =>
        request.headers(bearer(DEMO_TOKEN)).jsonBody({ uni_bank_id: 3, account_number: '0123456789', account_name: 'Sinta Wulandari' }),
      )
      .willRespondWith(200, (response) => response.jsonBody(ok(bankAccount(3), 'Rekening berhasil ditambahkan')))
      .executeTest(async (server) => {
        const added = await book(server.url).add({ bankId: 3, accountNumber: '0123456789', holderName: 'Sinta Wulandari' });
        expect(added).toMatchObject({ bank: { id: 3, name: 'Bank Negara Indonesia (BNI)' }, accountNumber: '0123456789' });
      });
  });

  it('PUT more/user/banks/update', async () => {
    await storeApiPact()
      .addInteraction()
      .given(LOGGED_IN)
      .given('the demo customer has a bank account', { id: 301 })
      .uponReceiving('a change of the holder name of bank account 301')
      .withRequest('PUT', '/more/user/banks/update', (request) =>
        request.headers(bearer(DEMO_TOKEN)).jsonBody({ id: 301, account_name: 'SINTA WULANDARI' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(ok(bankAccount(301, { account_name: string('SINTA WULANDARI') }), 'Rekening berhasil diperbarui')),
      )
      .executeTest(async (server) => {
        expect(await book(server.url).update(301, { holderName: 'SINTA WULANDARI' })).toMatchObject({ id: 301, holderName: 'SINTA WULANDARI' });
      });
  });

  it('DELETE more/user/banks/destroy', async () => {
    await storeApiPact()
      .addInteraction()
      .given(LOGGED_IN)
      .given('the demo customer has a bank account', { id: 302 })
      .uponReceiving('the removal of bank account 302')
      .withRequest('DELETE', '/more/user/banks/destroy', (request) => request.headers(bearer(DEMO_TOKEN)).jsonBody({ id: 302 }))
      .willRespondWith(200, (response) => response.jsonBody({ success: boolean(true), message: string('Rekening berhasil dihapus'), data: null }))
      .executeTest(async (server) => {
        await expect(book(server.url).remove(302)).resolves.toBeUndefined();
      });
  });
});
