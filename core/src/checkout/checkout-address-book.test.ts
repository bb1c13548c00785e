import { describe, expect, it } from 'vitest';
import { InMemoryAddressBook, InMemoryDropshipperBook, aDropshipper, anAddress, anAddressDraft } from '../address-book/fakes';
import { StoreFailure } from '../shared/failure';
import { addressDraftProblems, dropshipperDraftProblems } from '../address-book/book-forms';
import { SavedAddresses, SavedDropshippers } from '../address-book/customer-book';
import { CheckoutAddressBook } from './checkout-address-book';

const aDraft = anAddressDraft;

describe('the shipping step\'s books', () => {
  it('finds what the new-address form lacks', () => {
    expect(addressDraftProblems({ ...aDraft(), regionChosen: true })).toEqual({});
    expect(Object.keys(addressDraftProblems({ ...aDraft({ label: ' ', recipientName: 'Si', phone: '12', postalCode: '6028', street: 'Jl. A' }), regionChosen: false }))).toEqual([
      'label',
      'recipientName',
      'phone',
      'region',
      'postalCode',
      'street',
    ]);
    expect(dropshipperDraftProblems({ name: 'Toko Jati', phone: '0812 3456 7890' })).toEqual({});
    expect(Object.keys(dropshipperDraftProblems({ name: '', phone: 'abc' }))).toEqual(['name', 'phone']);
  });

  it('lists the addresses default first, and the dropshippers', async () => {
    const older = anAddress({ id: 1, isDefault: false, createdAt: 1 });
    const main = anAddress({ id: 2, isDefault: true, createdAt: 0 });
    const book = new CheckoutAddressBook(new SavedAddresses(new InMemoryAddressBook([older, main])), new SavedDropshippers(new InMemoryDropshipperBook([aDropshipper()])));
    const loading = book.loadAddresses();
    expect(book.current.addresses.status).toBe('loading');
    await loading;
    await book.loadDropshippers();
    expect(book.current.addresses).toMatchObject({ status: 'ready', value: [{ id: 2 }, { id: 1 }] });
    expect(book.current.dropshippers).toMatchObject({ status: 'ready', value: [{ id: aDropshipper().id }] });
  });

  it('adds a checked address to the list (a new default moves to the top) and refuses an incomplete one without a call', async () => {
    const addresses = new InMemoryAddressBook([anAddress({ id: 1, isDefault: true })]);
    const book = new CheckoutAddressBook(new SavedAddresses(addresses), new SavedDropshippers(new InMemoryDropshipperBook()));
    await book.loadAddresses();
    const refused = await book.addAddress(aDraft({ cityId: '' }));
    expect(refused.kind === 'invalid' && Object.keys(refused.problems)).toEqual(['region']);
    expect(addresses.calls.filter((call) => call.call === 'store')).toEqual([]);
    const saved = await book.addAddress(aDraft({ makeDefault: true, recipientName: '  Sinta  ' }));
    expect(saved).toMatchObject({ kind: 'saved', entry: { recipientName: 'Sinta', isDefault: true } });
    expect(book.current.addresses).toMatchObject({ status: 'ready', value: [{ isDefault: true, recipientName: 'Sinta' }, { id: 1, isDefault: false }] });
    const second = await book.addAddress(aDraft());
    expect(second.kind).toBe('saved');
    expect(book.current.addresses.status === 'ready' && book.current.addresses.value.length).toBe(3);
  });

  it('adds the first address to a book not loaded yet, and reports a failed save', async () => {
    const addresses = new InMemoryAddressBook();
    const book = new CheckoutAddressBook(new SavedAddresses(addresses), new SavedDropshippers(new InMemoryDropshipperBook()));
    expect(await book.addAddress(aDraft())).toMatchObject({ kind: 'saved', entry: { isDefault: true } });
    addresses.failWith = new StoreFailure('server', 'POST more/user/address/store', 'down');
    expect(await book.addAddress(aDraft())).toMatchObject({ kind: 'failed', failure: { kind: 'server' } });
    await book.loadAddresses();
    expect(book.current.addresses).toMatchObject({ status: 'failed', failure: { kind: 'server' } });
  });

  it('adds a dropshipper newest first, refuses an invalid one, reports a failure, and forgets both books at logout', async () => {
    const dropshippers = new InMemoryDropshipperBook([aDropshipper({ id: 5 })]);
    const book = new CheckoutAddressBook(new SavedAddresses(new InMemoryAddressBook()), new SavedDropshippers(dropshippers));
    expect(await book.addDropshipper({ name: 'Toko Jati', phone: '081234567890' })).toMatchObject({ kind: 'saved' });
    await book.loadDropshippers();
    expect(await book.addDropshipper({ name: ' Toko Baru ', phone: '081298765432' })).toMatchObject({ kind: 'saved', entry: { name: 'Toko Baru' } });
    expect(book.current.dropshippers).toMatchObject({ status: 'ready', value: [{ name: 'Toko Baru' }, {}, {}] });
    expect((await book.addDropshipper({ name: '', phone: '' })).kind).toBe('invalid');
    dropshippers.failWith = new StoreFailure('network', 'x', 'offline');
    expect(await book.addDropshipper({ name: 'Toko Jati', phone: '081234567890' })).toMatchObject({ kind: 'failed' });
    await book.loadDropshippers();
    expect(book.current.dropshippers.status).toBe('failed');
    book.clearOnLogout();
    expect(book.current).toEqual({ addresses: { status: 'idle' }, dropshippers: { status: 'idle' } });
  });

  it('shows only the newest list when loads overlap', async () => {
    const book = new CheckoutAddressBook(new SavedAddresses(new InMemoryAddressBook([anAddress({ id: 1 })])), new SavedDropshippers(new InMemoryDropshipperBook([aDropshipper()])));
    const first = book.loadAddresses();
    const firstDropshippers = book.loadDropshippers();
    book.clearOnLogout();
    await Promise.all([first, firstDropshippers]);
    expect(book.current).toEqual({ addresses: { status: 'idle' }, dropshippers: { status: 'idle' } });
  });
});
