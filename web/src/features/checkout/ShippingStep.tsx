import {
  type Address,
  Checkout,
  CheckoutAddressBook,
  CheckoutOptions,
  type CheckoutState,
  type Requirement,
  addressLine,
  shippingPriceText,
} from '@more/core';
import { Suspense, useEffect, useState } from 'react';
import { laterPart } from '../../shared/later-bindings';
import { useService } from '../../shared/services';
import { FailureNotice } from '../../shared/FailureNotice';
import { useObservable } from '../../shared/use-store';
// The address form (and its region selects) comes when a new address is to be written: most shoppers pick a saved one.
// With its region selects' use case, which the route binds when the form is first opened.
const AddressForm = laterPart(() => import('./AddressForm').then((module) => module.AddressForm));
import styles from './Checkout.module.css';
import { DropshipperChoice } from './DropshipperChoice';
import { MissingNotice, RowsSkeleton } from './Problems';

/**
 * Shipping: where the order goes (an address of the book, or a new one),
 * in whose name (an optional dropshipper), and how (the courier options for
 * that address, with their prices).
 */
export const ShippingStep = ({ state }: { readonly state: CheckoutState }) => {
  const checkout = useService(Checkout);
  const book = useService(CheckoutAddressBook);
  const options = useService(CheckoutOptions);
  const books = useObservable(book.state$, book.current);
  const [adding, setAdding] = useState(false);
  const { addressId } = state.order.shipping;
  const addresses = books.addresses.status === 'ready' ? books.addresses.value : null;
  const chosen = addresses?.find((address) => address.id === addressId) ?? null;

  useEffect(() => {
    if (book.current.addresses.status !== 'ready') void book.loadAddresses();
  }, [book]);

  // The courier options are the chosen address's: asked again whenever the address (or the book) changes.
  const items = state.order.items;
  useEffect(() => {
    if (chosen) void options.loadShippingOptions({ addressId: chosen.id, cityId: chosen.city.id, items });
  }, [options, chosen, items]);

  // The default address is the one orders go to "unless the customer picks another".
  useEffect(() => {
    if (addresses && addresses.length > 0 && (addressId === null || !addresses.some((address) => address.id === addressId))) {
      checkout.chooseAddress(addresses[0]!.id);
    }
  }, [checkout, addresses, addressId]);

  const saved = (address: Address) => {
    setAdding(false);
    checkout.chooseAddress(address.id);
  };

  return (
    <>
      <fieldset className={styles.card} data-testid="address-choice">
        <legend className={styles.legend}>Alamat pengiriman</legend>
        {(books.addresses.status === 'idle' || books.addresses.status === 'loading') && <RowsSkeleton rows={2} label="Memuat alamat" />}
        {books.addresses.status === 'failed' && <FailureNotice title="Alamat belum dapat ditampilkan." failure={books.addresses.failure} onRetry={() => void book.loadAddresses()} />}
        {addresses && addresses.length === 0 && <p className={styles.muted}>Anda belum punya alamat. Isi alamat pengiriman di bawah ini.</p>}
        {addresses && addresses.length > 0 && (
          <ul className={styles.options}>
            {addresses.map((address) => (
              <li key={address.id}>
                <label className={styles.option}>
                  <input type="radio" name="address" value={address.id} checked={address.id === addressId} onChange={() => checkout.chooseAddress(address.id)} />
                  <span className={styles.optionBody}>
                    <span className={styles.optionTitle}>
                      {address.label}
                      {address.isDefault && <span className={styles.badge}>Utama</span>}
                    </span>
                    <span>
                      {address.recipientName} · {address.phone}
                    </span>
                    <span className={styles.optionText}>{addressLine(address)}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
        {addresses && (addresses.length === 0 || adding) && (
          <Suspense fallback={<RowsSkeleton rows={2} label="Memuat formulir alamat" />}>
            <AddressForm onSaved={saved} onCancel={addresses.length > 0 ? () => setAdding(false) : null} />
          </Suspense>
        )}
        {addresses && addresses.length > 0 && !adding && (
          <button type="button" className={styles.secondary} onClick={() => setAdding(true)} data-testid="address-add">
            + Tambah Alamat Baru
          </button>
        )}
      </fieldset>

      {/*
        What follows depends on the address: it comes once the book is here, below it, so nothing
        already on screen moves when the addresses arrive (a phone saw the couriers jump down).
      */}
      {addresses && <ShippingRest state={state} chosen={chosen} />}
    </>
  );
};

/** The dropshipper, the couriers for the chosen address, and the way on. */
const ShippingRest = ({ state, chosen }: { readonly state: CheckoutState; readonly chosen: Address | null }) => {
  const checkout = useService(Checkout);
  const options = useService(CheckoutOptions);
  const lists = useObservable(options.state$, options.current);
  const [missing, setMissing] = useState<readonly Requirement[]>([]);
  const option = state.order.shipping.option;
  const items = state.order.items;
  const next = () => {
    const outcome = checkout.goTo('payment');
    setMissing(outcome.ok ? [] : outcome.missing);
  };
  const shippingOptions = lists.shippingOptions;
  return (
    <>
      <DropshipperChoice chosenId={state.order.dropship?.dropshipperId ?? null} />

      <fieldset className={styles.card} data-testid="shipping-options">
        <legend className={styles.legend}>Jasa pengiriman</legend>
        {!chosen && <p className={styles.muted}>Pilih alamat pengiriman untuk melihat pilihan pengiriman.</p>}
        {chosen && (shippingOptions.status === 'idle' || shippingOptions.status === 'loading') && <RowsSkeleton rows={3} label="Memuat pilihan pengiriman" />}
        {chosen && shippingOptions.status === 'failed' && (
          <FailureNotice
            title="Pilihan pengiriman belum dapat ditampilkan."
            failure={shippingOptions.failure}
            onRetry={() => void options.loadShippingOptions({ addressId: chosen.id, cityId: chosen.city.id, items })}
          />
        )}
        {chosen && shippingOptions.status === 'ready' && shippingOptions.value.length === 0 && (
          <p className={styles.muted}>Belum ada jasa pengiriman ke alamat ini. Pilih alamat lain.</p>
        )}
        {chosen && shippingOptions.status === 'ready' && shippingOptions.value.length > 0 && (
          <ul className={styles.options}>
            {shippingOptions.value.map((each) => (
              <li key={each.code}>
                <label className={styles.option}>
                  <input type="radio" name="shipping" value={each.code} checked={option?.code === each.code} onChange={() => checkout.chooseShipping(each)} />
                  <span className={styles.optionBody}>
                    <span className={styles.optionTitle}>
                      {each.courier} {each.service}
                    </span>
                    {each.estimate && <span className={styles.optionText}>Estimasi {each.estimate}</span>}
                  </span>
                  <span className={`${styles.optionPrice} ${each.price === 0 ? styles.free : ''}`}>{shippingPriceText(each.price)}</span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>

      {missing.length > 0 && <MissingNotice missing={missing} />}
      <div className={styles.actions}>
        <span />
        <button type="button" className={styles.primary} onClick={next} data-testid="to-payment">
          Lanjut ke Pembayaran
        </button>
      </div>
    </>
  );
};
