import {
  AuthStore,
  Checkout,
  CheckoutAddressBook,
  SavedAddresses,
  SavedDropshippers,
  CheckoutOptions,
  CheckoutPayment,
  CheckoutReview,
  CheckoutShipping,
  type CheckoutState,
  InMemorySessionStore,
  CityFinder,
  RegionChoice,
  ShoppingCart,
  StoreFailure,
} from '@more/core';
import {
  InMemoryAddressBook,
  InMemoryCartApi,
  InMemoryCheckoutApi,
  InMemoryDeviceTypeStore,
  InMemoryDropshipperBook,
  InMemoryGuestCartStore,
  InMemoryRegionsApi,
  aBankTransfer,
  aCartLine,
  aCheckoutItem,
  aCreditCardInstalment,
  aShippingOption,
  aDropshipper,
  aVoucher,
  anAddress,
} from '@more/core/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { asapScheduler } from 'rxjs';
import { describe, expect, test } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ServicesProvider } from '../../shared/services';
import { testServices } from '../../shared/services.fixture';
import { PaymentStep } from './PaymentStep';
import { ReviewStep } from './ReviewStep';
import { ShippingStep } from './ShippingStep';

const flush = async () => {
  for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
};

const setup = (options: { addresses?: InMemoryAddressBook; api?: InMemoryCheckoutApi; dropshippers?: InMemoryDropshipperBook } = {}) => {
  const api =
    options.api ??
    new InMemoryCheckoutApi({
      shippingOptions: [aShippingOption({ code: 'jtr', courier: 'JNE', service: 'Trucking', price: 0 }), aShippingOption({ code: 'reg', courier: 'JNE', service: 'Reguler', price: 85_000 })],
      paymentMethods: [aBankTransfer(), aCreditCardInstalment()],
      voucherDiscounts: new Map([['HEMAT50', 50_000]]),
      vouchers: [aVoucher(), aVoucher({ id: 2, code: 'BELANJA5JT', title: 'Potongan Rp500.000' })],
    });
  const navigation = { go: () => undefined };
  const checkout = new Checkout(api, () => 'kunci', navigation, new InMemoryDeviceTypeStore('Browser'));
  const addresses = options.addresses ?? new InMemoryAddressBook([anAddress({ id: 7, label: 'Rumah', isDefault: true })]);
  const auth = new AuthStore(new InMemorySessionStore());
  const lists = new CheckoutOptions(api);
  const book = new CheckoutAddressBook(new SavedAddresses(addresses), new SavedDropshippers(options.dropshippers ?? new InMemoryDropshipperBook()));
  const sofa = aCartLine({ variantId: 101, nameLong: 'Sofa Sudut Arka', nameShort: 'Abu-abu, 3 dudukan', unitPrice: 1_750_000, quantity: 2, selected: true });
  const cart = new ShoppingCart(new InMemoryCartApi(), new InMemoryGuestCartStore({ lines: [sofa], note: '' }), auth, asapScheduler);
  const services = testServices([
    [Checkout, checkout],
    [CheckoutOptions, lists],
    [CheckoutAddressBook, book],
    [CheckoutShipping, new CheckoutShipping(checkout, book, lists)],
    [CheckoutPayment, new CheckoutPayment(checkout, lists, cart)],
    [CheckoutReview, new CheckoutReview(checkout, book, lists, cart)],
    [RegionChoice, new RegionChoice(new InMemoryRegionsApi())],
    [CityFinder, new CityFinder(new InMemoryRegionsApi())],
    [ShoppingCart, cart],
    [AuthStore, auth],
  ]);
  checkout.start([aCheckoutItem({ variantId: 101, quantity: 2 })]);
  const show = async (view: (state: CheckoutState) => React.ReactNode) => {
    const tree = () => (
      <ServicesProvider services={services}>
        <Router hook={memoryLocation({ path: '/checkout' }).hook}>{view(checkout.current)}</Router>
      </ServicesProvider>
    );
    const rendered = render(tree());
    await act(flush);
    rendered.rerender(tree());
    await act(flush);
    return {
      rerender: async () => {
        await act(flush);
        rendered.rerender(tree());
      },
    };
  };
  /** The shopper has chosen the default address and a courier: the payment step's starting point. */
  const atPayment = () => {
    checkout.chooseAddress(7);
    checkout.chooseShipping(aShippingOption());
  };
  /** …and a bank transfer, on the review step with its summary loaded. */
  const atReview = async () => {
    atPayment();
    checkout.choosePayment(aBankTransfer());
    checkout.goTo('review');
    await flush();
  };
  return { api, checkout, show, addresses, atPayment, atReview };
};

describe('the checkout steps', () => {
  test('shipping: the default address is chosen, couriers are real radios with "Gratis", and a refused step says what is missing', async () => {
    const { checkout, show } = setup();
    const view = await show((state) => <ShippingStep state={state} />);
    await view.rerender();
    const addresses = screen.getByRole('group', { name: 'Alamat pengiriman' });
    expect(within(addresses).getByRole('radio')).toHaveProperty('checked', true);
    expect(checkout.current.order.shipping.addressId).toBe(7);
    const couriers = screen.getByRole('group', { name: 'Jasa pengiriman' });
    expect(within(couriers).getAllByRole('radio')).toHaveLength(2);
    expect(couriers.textContent).toContain('Gratis');
    expect(couriers.textContent).toContain('Rp85.000');

    fireEvent.click(screen.getByRole('button', { name: 'Lanjut ke Pembayaran' }));
    await view.rerender();
    expect(screen.getByRole('alert').textContent).toContain('Pilih jasa pengiriman');
  });

  test('shipping: with no address yet the form opens, its region choosers filled in turn', async () => {
    const { show } = setup({ addresses: new InMemoryAddressBook([]) });
    await show((state) => <ShippingStep state={state} />);
    expect(screen.getByText('Anda belum punya alamat. Isi alamat pengiriman di bawah ini.')).toBeTruthy();
    // The form (the address book's own) is a chunk of its own: it arrives once asked for.
    const city = await screen.findByRole('combobox', { name: 'Kota/Kabupaten' });
    expect(city).toHaveProperty('disabled', true);
    // The provinces come after the form: a choice made before they are listed would choose nothing.
    const province = screen.getByRole('combobox', { name: 'Provinsi' });
    await waitFor(() => expect(province).toHaveProperty('disabled', false));
    fireEvent.change(province, { target: { value: 'jawa' } });
    fireEvent.mouseDown(screen.getByRole('option', { name: 'JAWA TIMUR' }));
    await waitFor(() => expect(city).toHaveProperty('disabled', false));
    fireEvent.click(city);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toContain('KOTA SURABAYA');
  });

  test('shipping: a failed address book offers "Coba Lagi"', async () => {
    const addresses = new InMemoryAddressBook([]);
    addresses.failWith = new StoreFailure('network', 'POST more/user/address/index', 'offline');
    const { show } = setup({ addresses });
    await show((state) => <ShippingStep state={state} />);
    expect(screen.getByText('Alamat belum dapat ditampilkan.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Coba Lagi' })).toBeTruthy();
  });

  test('payment: methods grouped in fieldsets with legends; an instalment method lists its tenors per month', async () => {
    const { checkout, show, atPayment } = setup();
    atPayment();
    const view = await show((state) => <PaymentStep state={state} />);
    expect(screen.getByRole('group', { name: 'Transfer Bank' })).toBeTruthy();
    expect(screen.getByText('Biaya Rp4.000')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Cicilan Kartu Kredit/ }));
    await view.rerender();
    const tenors = screen.getByRole('group', { name: 'Pilih tenor Cicilan Kartu Kredit' });
    expect(within(tenors).getAllByRole('radio')).toHaveLength(3);
    expect(tenors.textContent).toMatch(/3 bulan · Rp[\d.]+\/bulan/);
    fireEvent.click(within(tenors).getAllByRole('radio')[1]!);
    expect(checkout.current.order.payment).toMatchObject({ methodCode: 'cc-cicilan', tenor: 6 });
  });

  test('review: the summary, a refused voucher\'s message, and a disabled, busy button while the order is placed', async () => {
    const { api, show, atReview } = setup();
    await atReview();
    const view = await show((state) => <ReviewStep state={state} />);
    expect(screen.getByTestId('grand-total').textContent).toMatch(/^Rp/);

    fireEvent.change(screen.getByLabelText('Kode voucher'), { target: { value: 'salah' } });
    fireEvent.submit(screen.getByLabelText('Kode voucher').closest('form')!);
    await view.rerender();
    expect(screen.getByTestId('voucher-error').textContent).toBe('Voucher tidak ditemukan');

    api.hold('saveOrder');
    fireEvent.click(screen.getByRole('button', { name: 'Buat Pesanan' }));
    await view.rerender();
    const busy = screen.getByTestId('place-order');
    expect(busy).toHaveProperty('disabled', true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(busy);
    api.releaseAll('saveOrder');
    await view.rerender();
    expect(api.saveRequests).toHaveLength(1);
  });

  test('review: a 403 says what changed', async () => {
    const { api, checkout, show, atReview } = setup();
    await atReview();
    const before = checkout.current.summary.status === 'ready' ? checkout.current.summary.value : null;
    api.replaceSummaryOnNextSave({ ...before!, subtotal: before!.subtotal + 100_000, billTotal: before!.billTotal + 100_000, grandTotal: before!.grandTotal + 100_000 });
    const view = await show((state) => <ReviewStep state={state} />);
    fireEvent.click(screen.getByRole('button', { name: 'Buat Pesanan' }));
    await view.rerender();
    expect(screen.getByTestId('summary-replaced').textContent).toContain('Total belanja berubah dari');
    expect(screen.getByTestId('summary-replaced').textContent).toContain('Total tagihan berubah dari');
  });

  test('review: the address, courier, dropshipper, payment (with tenor) and lines to confirm, each with "Ubah", and the totals as a receipt', async () => {
    const dropshippers = new InMemoryDropshipperBook([aDropshipper({ id: 3, name: 'Toko Sinta', phone: '081355501234' })]);
    const { checkout, show, atPayment } = setup({ dropshippers });
    atPayment();
    checkout.chooseShipping(aShippingOption({ code: 'reg', courier: 'JNE', service: 'Reguler', price: 85_000, estimate: '3-5 hari' }));
    checkout.chooseDropship(3);
    checkout.choosePayment(aCreditCardInstalment(), 6);
    await checkout.applyVoucher('HEMAT50');
    checkout.goTo('review');
    await flush();
    await show((state) => <ReviewStep state={state} />);

    const address = within(screen.getByTestId('review-address'));
    expect(address.getByText(/Sinta Wulandari/).textContent).toContain('081234567890');
    expect(address.getByText(/Jl\. Airlangga No\. 27/).textContent).toContain('KOTA SURABAYA, JAWA TIMUR 60286');
    expect(address.getByRole('link', { name: 'Ubah alamat pengiriman' }).getAttribute('href')).toBe('/checkout');
    const shipping = within(screen.getByTestId('review-shipping'));
    expect(shipping.getByText('JNE Reguler')).toBeTruthy();
    expect(shipping.getByText('Rp85.000')).toBeTruthy();
    expect(shipping.getByText('Estimasi 3-5 hari')).toBeTruthy();
    expect(within(screen.getByTestId('review-dropshipper')).getByText(/Toko Sinta/).textContent).toContain('081355501234');
    const payment = within(screen.getByTestId('review-payment'));
    expect(payment.getByText('Cicilan Kartu Kredit')).toBeTruthy();
    expect(payment.getByText('Cicilan 6 bulan')).toBeTruthy();
    expect(payment.getByRole('link', { name: 'Ubah metode pembayaran' }).getAttribute('href')).toBe('/checkout/payment');

    const line = within(screen.getByTestId('review-line'));
    expect(line.getByText('Sofa Sudut Arka')).toBeTruthy();
    expect(line.getByText('Abu-abu, 3 dudukan')).toBeTruthy();
    expect(line.getByText('2 × Rp1.750.000')).toBeTruthy();
    expect(line.getByText('Rp3.500.000')).toBeTruthy();

    const rows = [...screen.getByTestId('receipt').querySelectorAll('div')].map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent]);
    expect(rows.map(([label]) => label)).toEqual(['Total belanja', 'Ongkos kirim', 'Potongan', 'Biaya pembayaran', 'Total tagihan']);
    expect(rows[2]![1]).toBe('-Rp50.000');
    const amount = (text: string | null | undefined) => Number(text!.replace(/[^0-9]/g, '')) * (text!.startsWith('-') ? -1 : 1);
    expect(amount(rows[4]![1]), 'what is to be paid is the sum of the rows above it').toBe(rows.slice(0, 4).reduce((sum, [, text]) => sum + amount(text), 0));
    expect(screen.getByTestId('grand-total').textContent).toBe(rows[4]![1]);
  });

  test('payment: the way on waits for the methods, below them, so it never jumps down as they arrive; a failed list still offers it', async () => {
    const { api, show, atPayment } = setup();
    atPayment();
    api.hold('paymentMethods');
    const view = await show((state) => <PaymentStep state={state} />);
    expect(screen.getByRole('status', { name: 'Memuat metode pembayaran' })).toBeTruthy();
    expect(screen.queryByTestId('to-review')).toBeNull();
    api.failNext('paymentMethods', new StoreFailure('network', 'GET uni/payment/list', 'offline'));
    api.releaseAll('paymentMethods');
    await view.rerender();
    expect(screen.getByRole('button', { name: 'Coba Lagi' })).toBeTruthy();
    expect(screen.getByTestId('to-review')).toBeTruthy();
  });

  test("review: the shopper's vouchers sit behind one line of a constant height; one taken from the list is applied and the list closes", async () => {
    const { api, show, atReview } = setup();
    await atReview();
    api.hold('vouchers');
    const view = await show((state) => <ReviewStep state={state} />);
    expect(screen.getByRole('status').textContent).toBe('Memuat voucher Anda…');
    api.releaseAll('vouchers');
    await view.rerender();
    const picker = screen.getByTestId<HTMLDetailsElement>('shoppers-vouchers');
    expect(picker.querySelector('summary')!.textContent).toBe('Pilih dari voucher Anda (2)');
    expect(picker.open).toBe(false);
    picker.open = true;
    fireEvent.click(screen.getByRole('button', { name: 'Pakai voucher HEMAT50' }));
    await view.rerender();
    await view.rerender();
    expect(screen.getByTestId('voucher-applied').textContent).toContain('HEMAT50');
    expect(picker.open).toBe(false);
    expect(picker.querySelector('summary')!.textContent).toBe('Pilih dari voucher Anda (1)');
    expect(document.activeElement).toBe(picker.querySelector('summary'));
  });

  test("review: the shopper's only voucher taken from the list leaves the focus on the line that says none is left", async () => {
    const api = new InMemoryCheckoutApi({
      shippingOptions: [aShippingOption()],
      paymentMethods: [aBankTransfer()],
      voucherDiscounts: new Map([['HEMAT50', 50_000]]),
      vouchers: [aVoucher()],
    });
    const { show, atReview } = setup({ api });
    await atReview();
    const view = await show((state) => <ReviewStep state={state} />);
    screen.getByTestId<HTMLDetailsElement>('shoppers-vouchers').open = true;
    fireEvent.click(screen.getByRole('button', { name: 'Pakai voucher HEMAT50' }));
    await view.rerender();
    await view.rerender();
    expect(screen.getByTestId('voucher-applied').textContent).toContain('HEMAT50');
    expect(screen.queryByTestId('shoppers-vouchers')).toBeNull();
    expect(document.activeElement?.textContent).toBe('Belum ada voucher lain untuk Anda.');
  });

  test("review: the shopper's vouchers that failed to load say so and offer 'Coba Lagi'", async () => {
    const { api, show, atReview } = setup();
    await atReview();
    api.failNext('vouchers', new StoreFailure('network', 'GET more/voucher', 'offline'));
    const view = await show((state) => <ReviewStep state={state} />);
    expect(screen.getByText('Voucher Anda belum dapat ditampilkan.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    await view.rerender();
    expect(screen.getByTestId('shoppers-vouchers')).toBeTruthy();
  });
});
