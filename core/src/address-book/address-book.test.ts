import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isStoreFailure } from '../shared/failure';
import { addressLine, draftOfAddress } from './address';
import { defaultOf, defaultsAfterAdding, defaultsAfterChanging, defaultsAfterRemoving, inBookOrder } from './address-defaults';
import { maskedAccountNumber } from './bank-account';
import { aBankAccount, aDropshipper, anAddress, InMemoryAddressBook, InMemoryBankAccountBook, InMemoryDropshipperBook } from './fakes';

const entry = (id: number, isDefault = false, createdAt = id) => ({ id, isDefault, createdAt });

describe('the default address', () => {
  it('is the first address, whatever the form asked', () => {
    expect(defaultsAfterAdding([], entry(1), false)).toEqual([entry(1, true)]);
  });

  it('moves to a new address that asks for it, and stays put otherwise', () => {
    const book = [entry(1, true), entry(2)];
    expect(defaultsAfterAdding(book, entry(3), true)).toEqual([entry(1), entry(2), entry(3, true)]);
    expect(defaultsAfterAdding(book, entry(3), false)).toEqual([entry(1, true), entry(2), entry(3)]);
  });

  it('moves to a changed address made the default, and cannot be unset directly', () => {
    const book = [entry(1, true), entry(2)];
    expect(defaultsAfterChanging(book, entry(2), true)).toEqual([entry(1), entry(2, true)]);
    expect(defaultsAfterChanging(book, entry(1), false)).toEqual([entry(1, true), entry(2)]);
    expect(defaultsAfterChanging(book, entry(2), undefined)).toEqual(book);
  });

  it('passes to the newest remaining address when the default is removed', () => {
    const book = [entry(1, true, 100), entry(2, false, 300), entry(3, false, 200)];
    expect(defaultsAfterRemoving(book, 1)).toEqual([entry(2, true, 300), entry(3, false, 200)]);
    expect(defaultsAfterRemoving(book, 3)).toEqual([entry(1, true, 100), entry(2, false, 300)]);
    expect(defaultsAfterRemoving([entry(1, true)], 1)).toEqual([]);
  });

  it('lists the default first, then the newest', () => {
    expect(inBookOrder([entry(1, false, 5), entry(2, true, 1), entry(3, false, 9)]).map((e) => e.id)).toEqual([2, 3, 1]);
    expect(defaultOf([])).toBeNull();
  });

  it('PROPERTY: after any adds, changes and removals a non-empty book has exactly one default', () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant('add' as const), wantsDefault: fc.boolean() }),
      fc.record({ kind: fc.constant('change' as const), pick: fc.nat(), wantsDefault: fc.option(fc.boolean(), { nil: undefined }) }),
      fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        let book: ReturnType<typeof entry>[] = [];
        let nextId = 1;
        for (const s of steps) {
          if (s.kind === 'add') book = defaultsAfterAdding(book, entry(nextId++), s.wantsDefault);
          else if (book.length > 0) {
            const target = book[s.pick % book.length]!;
            book = s.kind === 'change' ? defaultsAfterChanging(book, target, s.wantsDefault) : defaultsAfterRemoving(book, target.id);
          }
          expect(book.filter((e) => e.isDefault)).toHaveLength(book.length === 0 ? 0 : 1);
        }
      }),
    );
  });
});

describe('address helpers', () => {
  it('writes an address on one line, and gives its form back', () => {
    const address = anAddress();
    expect(addressLine(address)).toBe('Jl. Airlangga No. 27, RT 02/RW 04, Airlangga, Gubeng, KOTA SURABAYA, JAWA TIMUR 60286');
    expect(draftOfAddress(address)).toEqual({
      label: 'Rumah',
      recipientName: 'Sinta Wulandari',
      phone: '081234567890',
      provinceId: '35',
      cityId: '3578',
      districtId: '357808',
      villageId: '3578081003',
      postalCode: '60286',
      street: 'Jl. Airlangga No. 27, RT 02/RW 04',
      makeDefault: true,
    });
  });

  it('hides all but the last 4 digits of an account number', () => {
    expect(maskedAccountNumber('0881234567')).toBe('•••• 4567');
    expect(maskedAccountNumber('1234')).toBe('1234');
  });
});

describe('InMemoryAddressBook', () => {
  it('adds, shows, changes and removes addresses, keeping one default', async () => {
    const book = new InMemoryAddressBook([anAddress()], () => 1000);
    const office = await book.add({ ...draftOfAddress(anAddress()), label: 'Kantor', cityId: '3515', makeDefault: true });
    expect(office).toMatchObject({ id: 2, label: 'Kantor', city: { id: '3515', name: '3515' }, isDefault: true, createdAt: 1000 });
    expect((await book.list()).map((a) => [a.id, a.isDefault])).toEqual([[2, true], [1, false]]);
    expect(await book.update(1, { makeDefault: true, street: 'Jl. Dharmahusada 5' })).toMatchObject({ isDefault: true, street: 'Jl. Dharmahusada 5', city: { name: 'KOTA SURABAYA' } });
    expect((await book.show(2)).isDefault).toBe(false);
    await book.remove(1);
    expect((await book.list()).map((a) => [a.id, a.isDefault])).toEqual([[2, true]]);
    expect(book.callsOf('update')).toEqual([{ id: 1, makeDefault: true, street: 'Jl. Dharmahusada 5' }]);
  });

  it('answers an unknown id "not found", naming the call', async () => {
    const book = new InMemoryAddressBook();
    const failure: unknown = await book.show(9).catch((error: unknown) => error);
    expect(isStoreFailure(failure) && [failure.kind, failure.call]).toEqual(['not-found', 'POST more/user/address/show']);
    await expect(book.update(9, {})).rejects.toMatchObject({ call: 'PUT more/user/address/update' });
    await expect(book.remove(9)).rejects.toMatchObject({ call: 'DELETE more/user/address/destroy' });
    book.failWith = new Error('offline');
    await expect(book.list()).rejects.toThrow('offline');
  });
});

describe('InMemoryDropshipperBook and InMemoryBankAccountBook', () => {
  it('keep dropshippers, newest first', async () => {
    const book = new InMemoryDropshipperBook([aDropshipper()], () => Date.UTC(2026, 10, 21));
    await book.add({ name: 'Toko Jati Jaya', phone: '081377712345' });
    expect((await book.list()).map((d) => d.name)).toEqual(['Toko Jati Jaya', 'Sinta Furniture Online']);
    expect(await book.update(1, { phone: '081299900011' })).toMatchObject({ name: 'Sinta Furniture Online', phone: '081299900011' });
    await book.remove(2);
    expect(book.all.map((d) => d.id)).toEqual([1]);
  });

  it('keep bank accounts, with the bank they are at', async () => {
    const book = new InMemoryBankAccountBook([aBankAccount()]);
    const added = await book.add({ bankId: 2, accountNumber: '1410012345678', holderName: 'Sinta Wulandari' });
    expect(added.bank).toMatchObject({ id: 2, name: 'Bank 2' });
    expect((await book.update(1, { holderName: 'SINTA W' })).bank.code).toBe('014');
    expect((await book.update(1, { bankId: 3 })).bank.id).toBe(3);
    expect((await book.show(2)).accountNumber).toBe('1410012345678');
  });
});
