import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { InMemoryAddressBook, InMemoryDropshipperBook, aDropshipper, anAddress } from '../address-book/fakes';
import { SavedAddresses, SavedDropshippers } from '../address-book/customer-book';
import type { ShoppingCart } from '../cart/shopping-cart';
import { aCartLine } from '../cart/fakes';
import { idle, loading, ready } from '../shared/loadable';
import { CheckoutAddressBook } from './checkout-address-book';
import { flush, orderedItems, setupCheckout } from './checkout-harness.fixture';
import { CheckoutOptions } from './checkout-options';
import { emptyCheckoutOrder } from './checkout-order';
import { CheckoutReview, namesOf, reviewFactsOf } from './checkout-review';
import { aBankTransfer, aCreditCardInstalment, aShippingOption } from './checkout.fixture';

const home = anAddress({ id: 7 });
const sofa = aCartLine({ variantId: 101, nameLong: 'Sofa Sudut Arka', nameShort: 'Abu-abu, 3 dudukan', unitPrice: 1_500_000, quantity: 2, selected: true });
const books = { addresses: ready([anAddress({ id: 1 }), home]), dropshippers: ready([aDropshipper({ id: 3 })]) };

describe('what the review step shows to confirm', () => {
  it('the chosen address, courier, payment (with its tenor), dropshipper and lines', () => {
    const order = {
      ...emptyCheckoutOrder,
      items: [orderedItems[0]!],
      shipping: { addressId: 7, option: aShippingOption({ courier: 'JNE', service: 'REG', price: 150_000, estimate: '3-5 hari' }) },
      dropship: { dropshipperId: 3 },
      payment: { methodCode: 'cc-cicilan', instalment: true, tenor: 6, fee: 90_000 },
    };
    const facts = reviewFactsOf(order, books, { paymentMethods: ready([aBankTransfer(), aCreditCardInstalment()]) }, [sofa]);
    expect(facts.address).toEqual(
      ready({ label: 'Rumah', recipientName: 'Sinta Wulandari', phone: '081234567890', line: 'Jl. Airlangga No. 27, RT 02/RW 04, Airlangga, Gubeng, KOTA SURABAYA, JAWA TIMUR 60286' }),
    );
    expect(facts.shipping).toEqual({ title: 'JNE REG', priceText: 'Rp150.000', estimateText: 'Estimasi 3-5 hari' });
    expect(facts.payment).toEqual(ready({ name: 'Cicilan Kartu Kredit', imageUrl: null, tenorText: 'Cicilan 6 bulan' }));
    expect(facts.dropshipper).toEqual(ready(aDropshipper({ id: 3 })));
    expect(facts.lines).toEqual([
      { key: '101:-', name: 'Sofa Sudut Arka', variant: 'Abu-abu, 3 dudukan', image: sofa.image, quantity: 2, quantityText: '2 × Rp1.500.000', subtotalText: 'Rp3.000.000' },
    ]);
  });

  it('no tenor for a method paid at once, no dropshipper for an order in the shopper\'s own name, free shipping "Gratis", no estimate when none is given', () => {
    const order = {
      ...emptyCheckoutOrder,
      shipping: { addressId: 7, option: aShippingOption({ price: 0, estimate: null }) },
      payment: { methodCode: 'bca-va', instalment: false, tenor: null, fee: 4_000 },
    };
    const facts = reviewFactsOf(order, books, { paymentMethods: ready([aBankTransfer()]) }, []);
    expect(facts.payment).toEqual(ready({ name: 'BCA Virtual Account', imageUrl: null, tenorText: null }));
    expect(facts.dropshipper).toBeNull();
    expect(facts.shipping).toEqual({ title: 'MORE Kurir Reguler', priceText: 'Gratis', estimateText: null });
  });

  it('names the variant apart when name_long is the name with the variant after it', () => {
    expect(namesOf({ nameLong: 'Rak Dinding Ambalan - Putih', nameShort: 'Rak Dinding Ambalan' })).toEqual({ name: 'Rak Dinding Ambalan', variant: 'Putih' });
    expect(namesOf({ nameLong: 'Sofa Sudut Arka', nameShort: 'Abu-abu, 3 dudukan' })).toEqual({ name: 'Sofa Sudut Arka', variant: 'Abu-abu, 3 dudukan' });
    expect(namesOf({ nameLong: 'Kursi Jati', nameShort: 'Kursi Jati' })).toEqual({ name: 'Kursi Jati', variant: null });
  });

  it('says the lists are still coming, and null for a choice the list no longer holds', () => {
    const order = { ...emptyCheckoutOrder, shipping: { addressId: 99, option: null }, payment: { methodCode: 'gone', instalment: false, tenor: null, fee: 0 } };
    expect(reviewFactsOf(order, { addresses: loading, dropshippers: idle }, { paymentMethods: loading }, []).address).toBe(loading);
    const facts = reviewFactsOf(order, books, { paymentMethods: ready([aBankTransfer()]) }, []);
    expect(facts.address).toEqual(ready(null));
    expect(facts.payment).toEqual(ready(null));
    expect(facts.shipping).toBeNull();
  });

  it('opening the step after a reload asks for the book, the methods and the dropshippers the order names, once', async () => {
    const { checkout, api } = setupCheckout({ api: { paymentMethods: [aBankTransfer(), aCreditCardInstalment()] } });
    const addresses = new InMemoryAddressBook([home]);
    const dropshippers = new InMemoryDropshipperBook([aDropshipper({ id: 3 })]);
    const book = new CheckoutAddressBook(new SavedAddresses(addresses), new SavedDropshippers(dropshippers));
    const options = new CheckoutOptions(api);
    const cartState = new BehaviorSubject({ lines: [sofa] });
    const cart = { state$: cartState, get current() { return cartState.getValue(); } } as unknown as Pick<ShoppingCart, 'state$' | 'current'>;
    const review = new CheckoutReview(checkout, book, options, cart);

    checkout.start(orderedItems);
    checkout.chooseAddress(7);
    checkout.chooseDropship(3);
    checkout.choosePayment(aBankTransfer());
    review.open();
    await flush();
    expect(review.current.address.status).toBe('ready');
    expect(review.current.payment).toEqual(ready({ name: 'BCA Virtual Account', imageUrl: null, tenorText: null }));
    expect(review.current.dropshipper).toEqual(ready(aDropshipper({ id: 3 })));
    const calls = api.calls.length;
    review.open();
    await flush();
    expect(api.calls.length, 'what is here is not asked for again').toBe(calls);
  });
});
