import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StoreFailure } from '../shared/failure';
import type { AddressDraft } from './address';
import { bookRefusal } from './book-forms';
import { SavedAddresses, SavedBankAccounts, SavedDropshippers } from './customer-book';
import { InMemoryAddressBook, InMemoryBankAccountBook, InMemoryDropshipperBook, aBankAccount, aDropshipper, anAddress, anAddressDraft } from './fakes';

const aDraft = (overrides: Partial<AddressDraft> = {}): AddressDraft => anAddressDraft({ label: 'Kantor', ...overrides });

const ids = (book: { current: { status: string; value?: readonly { id: number }[] } }) =>
  book.current.status === 'ready' ? (book.current.value ?? []).map((entry) => entry.id) : book.current.status;
const defaultId = (book: SavedAddresses) => (book.current.status === 'ready' ? book.current.value.find((address) => address.isDefault)?.id : undefined);

describe('the address book (/profile/address and the checkout)', () => {
  it('lists the default first, then the newest, once', async () => {
    const api = new InMemoryAddressBook([anAddress({ id: 1, isDefault: false, createdAt: 1 }), anAddress({ id: 2, isDefault: true, createdAt: 2 }), anAddress({ id: 3, isDefault: false, createdAt: 3 })]);
    const book = new SavedAddresses(api);
    expect(book.current.status).toBe('idle');
    await book.load();
    expect(ids(book)).toEqual([2, 3, 1]);
    book.ensureLoaded();
    expect(api.callsOf('index')).toHaveLength(1);
  });

  it('checks the form before sending, and sends nothing it refuses', async () => {
    const api = new InMemoryAddressBook();
    const book = new SavedAddresses(api);
    const outcome = await book.save(null, aDraft({ villageId: '', postalCode: '602' }));
    expect(outcome).toEqual({ kind: 'invalid', problems: { region: 'Pilih provinsi, kota/kabupaten, kecamatan dan kelurahan/desa', postalCode: 'Kode pos terdiri dari 5 angka' } });
    expect(api.callsOf('store')).toEqual([]);
  });

  it('makes the first address the default, moves the default on "Jadikan Utama", and passes it to the newest when the default goes', async () => {
    let now = 100;
    const api = new InMemoryAddressBook([], () => now++);
    const book = new SavedAddresses(api);
    await book.load();
    const first = await book.save(null, aDraft({ label: 'Rumah' }));
    expect(first.kind === 'saved' && first.entry.isDefault).toBe(true);
    await book.save(null, aDraft({ label: 'Kantor' }));
    await book.save(null, aDraft({ label: 'Gudang' }));
    expect(ids(book)).toEqual([1, 3, 2]);
    expect(defaultId(book)).toBe(1);

    await book.makeDefault(2);
    expect(ids(book)).toEqual([2, 3, 1]);
    expect(api.callsOf('update')).toEqual([{ id: 2, makeDefault: true }]);

    expect(await book.remove(2)).toEqual({ kind: 'removed' });
    // The newest remaining address (3, "Gudang") is the default now, here and on the server.
    expect(defaultId(book)).toBe(3);
    expect((await api.list()).find((address) => address.isDefault)?.id).toBe(3);
  });

  it('edits an address as the server shows it, keeping its place', async () => {
    const api = new InMemoryAddressBook([anAddress({ id: 4, isDefault: true })]);
    const book = new SavedAddresses(api);
    await book.load();
    const shown = await book.show(4);
    expect(shown).toEqual({ kind: 'shown', entry: anAddress({ id: 4, isDefault: true }) });
    const saved = await book.save(4, aDraft({ label: '  Rumah Baru ', makeDefault: true }));
    expect(saved.kind).toBe('saved');
    expect(book.current.status === 'ready' && book.current.value[0]?.label).toBe('Rumah Baru');
    expect(defaultId(book)).toBe(4);
  });

  it('says why a call failed, keeps the list, and asks again on "Coba Lagi"', async () => {
    const api = new InMemoryAddressBook([anAddress({ id: 1 })]);
    const book = new SavedAddresses(api);
    api.failWith = new StoreFailure('network', 'POST more/user/address/index', 'offline');
    await book.load();
    expect(book.current.status).toBe('failed');
    api.failWith = null;
    await book.load();
    expect(ids(book)).toEqual([1]);

    const refusal = new StoreFailure('rejected', 'DELETE more/user/address/destroy', 'Tidak dapat dihapus', { status: 422 });
    api.failWith = refusal;
    expect(await book.remove(1)).toEqual({ kind: 'failed', failure: refusal });
    expect(ids(book)).toEqual([1]);
    expect((await book.show(1)).kind).toBe('failed');
  });

  it('drops a list still on its way when an entry changes, so it never hides the change', async () => {
    const api = new InMemoryAddressBook([anAddress({ id: 1 })]);
    const book = new SavedAddresses(api);
    await book.load();
    const late = book.load();
    await book.save(null, aDraft());
    await late;
    expect(ids(book)).toEqual([1, 2]);
  });

  it('follows the server whatever is added, made default and removed', async () => {
    type Step = { kind: 'add'; makeDefault: boolean } | { kind: 'default'; pick: number } | { kind: 'remove'; pick: number };
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.record({ kind: fc.constant('add' as const), makeDefault: fc.boolean() }),
      fc.record({ kind: fc.constant('default' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 12 }), async (steps) => {
        let now = 0;
        const api = new InMemoryAddressBook([], () => (now += 10));
        const book = new SavedAddresses(api);
        await book.load();
        for (const each of steps) {
          const listed = book.current.status === 'ready' ? book.current.value : [];
          if (each.kind === 'add') await book.save(null, aDraft({ makeDefault: each.makeDefault }));
          else if (listed.length > 0 && each.kind === 'default') await book.makeDefault(listed[each.pick % listed.length]!.id);
          else if (listed.length > 0 && each.kind === 'remove') await book.remove(listed[each.pick % listed.length]!.id);
        }
        const server = await api.list();
        expect(book.current).toEqual({ status: 'ready', value: server });
        // A non-empty book has exactly one default.
        expect(server.filter((address) => address.isDefault).length).toBe(server.length === 0 ? 0 : 1);
      }),
      { numRuns: 60 },
    );
  });

  it('leaves nothing of the customer after logout', async () => {
    const book = new SavedAddresses(new InMemoryAddressBook([anAddress()]));
    await book.load();
    const late = book.load();
    book.clearOnLogout();
    await late;
    expect(book.current.status).toBe('idle');
  });
});

describe('the dropshippers and the bank accounts', () => {
  it('adds a dropshipper first in the list, edits and removes it', async () => {
    const api = new InMemoryDropshipperBook([aDropshipper({ id: 1 })]);
    const book = new SavedDropshippers(api);
    await book.load();
    expect(await book.save(null, { name: 'Di', phone: '12' })).toEqual({
      kind: 'invalid',
      problems: { name: 'Isi nama pengirim (minimal 3 huruf)', phone: 'Masukkan nomor ponsel yang valid, contoh 081234567890' },
    });
    await book.save(null, { name: ' Toko Jati ', phone: '081234567890' });
    expect(api.callsOf('store')).toEqual([{ name: 'Toko Jati', phone: '081234567890' }]);
    expect(ids(book)).toEqual([2, 1]);
    await book.save(2, { name: 'Toko Jati Jepara', phone: '081234567890' });
    expect(book.current.status === 'ready' && book.current.value[0]?.name).toBe('Toko Jati Jepara');
    await book.remove(1);
    expect(ids(book)).toEqual([2]);
    book.clearOnLogout();
    expect(book.current.status).toBe('idle');
  });

  it('checks a bank account (a bank, 5 to 20 digits, the holder) and sends the number without spaces', async () => {
    const api = new InMemoryBankAccountBook([aBankAccount({ id: 1 })]);
    const book = new SavedBankAccounts(api);
    await book.load();
    expect(await book.save(null, { bankId: 0, accountNumber: '12a4', holderName: '' })).toEqual({
      kind: 'invalid',
      problems: { bankId: 'Pilih bank', accountNumber: 'Nomor rekening terdiri dari 5 sampai 20 angka', holderName: 'Isi nama pemilik rekening (minimal 3 huruf)' },
    });
    await book.save(null, { bankId: 2, accountNumber: '123 456 7890', holderName: 'Sinta Wulandari' });
    expect(api.callsOf('store')).toEqual([{ bankId: 2, accountNumber: '1234567890', holderName: 'Sinta Wulandari' }]);
    expect(ids(book)).toEqual([2, 1]);
  });

  it('passes the server\'s refusal on, its field messages included', async () => {
    const api = new InMemoryBankAccountBook();
    const book = new SavedBankAccounts(api);
    const refusal = new StoreFailure('rejected', 'POST more/user/banks/store', 'Rekening sudah terdaftar', { status: 422, fieldErrors: { accountNumber: ['Nomor rekening ini sudah terdaftar di bank yang sama'] } });
    api.failWith = refusal;
    expect(await book.save(null, { bankId: 1, accountNumber: '0881234567', holderName: 'Sinta Wulandari' })).toEqual({ kind: 'failed', failure: refusal });
  });
});

describe('a refused form of a book', () => {
  it('puts the server\'s reasons beside the fields they name, under the form\'s names', () => {
    const refusal = new StoreFailure('rejected', 'POST more/user/banks/store', 'Rekening sudah terdaftar', {
      status: 422,
      serverMessage: 'Rekening sudah terdaftar',
      fieldErrors: { accountNumber: ['Nomor rekening ini sudah terdaftar di bank yang sama'], uniBankId: ['Pilih bank dari daftar bank'] },
    });
    const split = bookRefusal(refusal, ['bankId', 'accountNumber', 'holderName'] as const);
    expect(split.problems).toEqual({ accountNumber: 'Nomor rekening ini sudah terdaftar di bank yang sama', bankId: 'Pilih bank dari daftar bank' });
    expect(split.message).toBe('Rekening sudah terdaftar');
    const regions = bookRefusal(new StoreFailure('rejected', 'POST more/user/address/store', 'x', { status: 422, fieldErrors: { villageId: ['Kelurahan tidak berada di kecamatan ini'], address: ['Terlalu panjang'] } }), [
      'region',
      'street',
    ] as const);
    expect(regions.problems).toEqual({ region: 'Kelurahan tidak berada di kecamatan ini', street: 'Terlalu panjang' });
  });
});

describe('one book, wherever it is shown', () => {
  it('is the checkout\'s too: an address added on /profile/address is on the shipping step without asking again', async () => {
    const { CheckoutAddressBook } = await import('../checkout/checkout-address-book');
    const addresses = new SavedAddresses(new InMemoryAddressBook([anAddress({ id: 1 })]));
    const dropshippers = new SavedDropshippers(new InMemoryDropshipperBook());
    const checkout = new CheckoutAddressBook(addresses, dropshippers);
    await checkout.loadAddresses();
    await addresses.save(null, aDraft({ label: 'Kantor', makeDefault: true }));
    const shown = checkout.current.addresses;
    expect(shown.status === 'ready' && shown.value.map((address) => [address.label, address.isDefault])).toEqual([
      ['Kantor', true],
      ['Rumah', false],
    ]);
  });
});
