import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Address } from '../address-book/address';
import { InMemoryAddressBook, InMemoryDropshipperBook, aDropshipper, anAddress } from '../address-book/fakes';
import { StoreFailure } from '../shared/failure';
import { SavedAddresses, SavedDropshippers } from '../address-book/customer-book';
import { CheckoutAddressBook } from './checkout-address-book';
import { CheckoutOptions } from './checkout-options';
import { CheckoutShipping, addressToChoose } from './checkout-shipping';
import { aShippingOption } from './checkout.fixture';
import { flush, orderedItems, setupCheckout } from './checkout-harness.fixture';

const home = anAddress({ id: 7, label: 'Rumah', isDefault: true, city: { id: '3578', name: 'KOTA SURABAYA' } });
const office = anAddress({ id: 8, label: 'Kantor', isDefault: false, city: { id: '3173', name: 'KOTA JAKARTA SELATAN' } });

const setup = (addresses: readonly Address[] = [home, office]) => {
  const harness = setupCheckout({ api: { shippingOptions: [aShippingOption()] } });
  const addressBook = new InMemoryAddressBook(addresses);
  const dropshipperBook = new InMemoryDropshipperBook([aDropshipper({ id: 3 })]);
  const book = new CheckoutAddressBook(new SavedAddresses(addressBook), new SavedDropshippers(dropshipperBook));
  const options = new CheckoutOptions(harness.api);
  const shipping = new CheckoutShipping(harness.checkout, book, options);
  harness.checkout.start(orderedItems);
  return { ...harness, addressBook, book, options, shipping };
};

describe('the shipping step', () => {
  it('asks for the book when shown, chooses the default address, and asks for its couriers', async () => {
    const { api, checkout, shipping } = setup();
    shipping.open();
    expect(shipping.current.addresses).toEqual({ status: 'loading' });
    await flush();
    expect(checkout.current.order.shipping.addressId).toBe(7);
    expect(shipping.current.chosen).toEqual(home);
    expect(api.shippingQueries).toEqual([{ addressId: 7, cityId: '3578', items: orderedItems }]);
    expect(shipping.current.couriers).toEqual({ status: 'ready', value: [aShippingOption()] });
  });

  it("keeps the shopper's pick, and asks for the couriers of each new pick", async () => {
    const { api, checkout, shipping } = setup();
    shipping.open();
    await flush();
    checkout.chooseAddress(8);
    await flush();
    expect(checkout.current.order.shipping.addressId).toBe(8);
    expect(api.shippingQueries.map((query) => query.cityId)).toEqual(['3578', '3173']);
    checkout.chooseDropship(null);
    await flush();
    expect(api.shippingQueries).toHaveLength(2);
  });

  it('asks again when the items change; not once the step is closed', async () => {
    const { api, checkout, shipping } = setup();
    shipping.open();
    await flush();
    checkout.start([orderedItems[0]!]);
    await flush();
    expect(api.shippingQueries.map((query) => query.items)).toEqual([orderedItems, [orderedItems[0]]]);
    shipping.close();
    checkout.chooseAddress(8);
    await flush();
    expect(api.shippingQueries).toHaveLength(2);
  });

  it('opened again (a page rendered on the server, then hydrated; the step left and shown again) keeps the couriers it has for the same address and items', async () => {
    const { api, checkout, shipping } = setup();
    shipping.open();
    await flush();
    shipping.close();
    shipping.open();
    await flush();
    expect(api.shippingQueries).toHaveLength(1);
    expect(shipping.current.couriers).toEqual({ status: 'ready', value: [aShippingOption()] });
    // Another address while closed: the next opening asks for its couriers.
    shipping.close();
    checkout.chooseAddress(8);
    shipping.open();
    await flush();
    expect(api.shippingQueries.map((query) => query.cityId)).toEqual(['3578', '3173']);
  });

  it('with no address yet there is nothing to choose and no courier to ask for', async () => {
    const { api, checkout, shipping } = setup([]);
    shipping.open();
    await flush();
    expect(shipping.current).toMatchObject({ addresses: { status: 'ready', value: [] }, chosen: null, couriers: { status: 'idle' } });
    expect(checkout.current.order.shipping.addressId).toBeNull();
    expect(api.shippingQueries).toEqual([]);
  });

  it('a new address is the one the order goes to, and its couriers are asked for', async () => {
    const { api, checkout, shipping } = setup([]);
    shipping.open();
    await flush();
    const outcome = await shipping.addAddress({
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
    });
    expect(outcome.kind).toBe('saved');
    await flush();
    const saved = outcome.kind === 'saved' ? outcome.entry : null;
    expect(checkout.current.order.shipping.addressId).toBe(saved?.id);
    expect(api.shippingQueries).toEqual([{ addressId: saved?.id, cityId: '3578', items: orderedItems }]);
  });

  it('a form refused or failed chooses nothing', async () => {
    const { checkout, shipping } = setup([]);
    shipping.open();
    await flush();
    expect((await shipping.addDropshipper({ name: '', phone: '1' })).kind).toBe('invalid');
    expect(checkout.current.order.dropship).toBeNull();
  });

  it('a new dropshipper is the one the order is sent as; the list is asked for once shown', async () => {
    const { checkout, shipping } = setup();
    shipping.showDropshippers();
    shipping.showDropshippers();
    await flush();
    expect(shipping.current.dropshippers).toMatchObject({ status: 'ready', value: [{ id: 3 }] });
    const outcome = await shipping.addDropshipper({ name: 'Toko Berkah Jaya', phone: '081234567899' });
    expect(outcome.kind).toBe('saved');
    expect(checkout.current.order.dropship).toEqual({ dropshipperId: outcome.kind === 'saved' ? outcome.entry.id : null });
  });

  it('"Coba Lagi": a failed book, and failed couriers, are asked for again', async () => {
    const { api, addressBook, shipping } = setup();
    addressBook.failWith = new StoreFailure('network', 'POST more/user/address/index', 'offline');
    shipping.open();
    await flush();
    expect(shipping.current.addresses.status).toBe('failed');
    addressBook.failWith = null;
    api.failNext('shippingPrice', new StoreFailure('network', 'GET uni/shipping-price', 'offline'));
    shipping.retryAddresses();
    await flush();
    expect(shipping.current.couriers.status).toBe('failed');
    shipping.retryCouriers();
    await flush();
    expect(shipping.current.couriers.status).toBe('ready');
  });
});

describe('"the address orders go to unless the customer picks another"', () => {
  it('chooses the default, keeps a pick the book holds, replaces one it no longer holds', () => {
    expect(addressToChoose([home, office], null)).toBe(7);
    expect(addressToChoose([home, office], 8)).toBeNull();
    expect(addressToChoose([home, office], 99)).toBe(7);
    expect(addressToChoose([], null)).toBeNull();
  });

  it('PROPERTY: for any book and pick, the choice afterwards is in the book (when it has any), and a pick in the book is never overridden', () => {
    const book = fc.uniqueArray(fc.integer({ min: 1, max: 20 }), { maxLength: 6 }).chain((ids) =>
      fc.nat({ max: Math.max(0, ids.length - 1) }).map((main) => ids.map((id, index) => anAddress({ id, isDefault: index === main }))),
    );
    fc.assert(
      fc.property(book, fc.option(fc.integer({ min: 1, max: 20 })), (addresses, picked) => {
        const toChoose = addressToChoose(addresses, picked);
        const after = toChoose ?? picked;
        if (addresses.some((address) => address.id === picked)) expect(toChoose).toBeNull();
        if (addresses.length > 0) expect(addresses.some((address) => address.id === after)).toBe(true);
        if (toChoose !== null) expect(addresses.find((address) => address.id === toChoose)?.isDefault).toBe(true);
      }),
    );
  });
});
