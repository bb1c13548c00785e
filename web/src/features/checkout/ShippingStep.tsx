import { Checkout, CheckoutShipping, type CheckoutState, type Requirement, type ShippingStepState, addressLine, shippingPriceText } from '@more/core';
import { Suspense, useEffect, useState } from 'react';
import { laterPart } from '../../shared/later-bindings';
import { Loadable } from '../../shared/Loadable';
import { useService } from '../../shared/services';
import { useStore } from '../../shared/use-store';
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
  const shipping = useService(CheckoutShipping);
  const step = useStore(shipping);
  const [adding, setAdding] = useState(false);
  const { addressId } = state.order.shipping;

  // While shown, core chooses the default address (unless the shopper picks another) and asks for its couriers.
  useEffect(() => {
    shipping.open();
    return () => shipping.close();
  }, [shipping]);

  return (
    <>
      <fieldset className={styles.card} data-testid="address-choice">
        <legend className={styles.legend}>Alamat pengiriman</legend>
        <Loadable state={step.addresses} skeleton={<RowsSkeleton rows={2} label="Memuat alamat" />} failure="Alamat belum dapat ditampilkan." onRetry={() => shipping.retryAddresses()}>
          {(addresses) => (
            <>
              {addresses.length === 0 && <p className="muted-0">Anda belum punya alamat. Isi alamat pengiriman di bawah ini.</p>}
              {addresses.length > 0 && (
                <ul className="stack-2 bare">
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
              {(addresses.length === 0 || adding) && (
                <Suspense fallback={<RowsSkeleton rows={2} label="Memuat formulir alamat" />}>
                  <AddressForm onSaved={() => setAdding(false)} onCancel={addresses.length > 0 ? () => setAdding(false) : null} />
                </Suspense>
              )}
              {addresses.length > 0 && !adding && (
                <button type="button" className={styles.secondary} onClick={() => setAdding(true)} data-testid="address-add">
                  + Tambah Alamat Baru
                </button>
              )}
            </>
          )}
        </Loadable>
      </fieldset>

      {/*
        What follows depends on the address: it comes once the book is here, below it, so nothing
        already on screen moves when the addresses arrive (a phone saw the couriers jump down).
      */}
      {step.addresses.status === 'ready' && <ShippingRest state={state} step={step} />}
    </>
  );
};

/** The dropshipper, the couriers for the chosen address, and the way on. */
const ShippingRest = ({ state, step }: { readonly state: CheckoutState; readonly step: ShippingStepState }) => {
  const checkout = useService(Checkout);
  const shipping = useService(CheckoutShipping);
  const [missing, setMissing] = useState<readonly Requirement[]>([]);
  const option = state.order.shipping.option;
  const next = () => {
    const outcome = checkout.goTo('payment');
    setMissing(outcome.ok ? [] : outcome.missing);
  };
  return (
    <>
      <DropshipperChoice chosenId={state.order.dropship?.dropshipperId ?? null} />

      <fieldset className={styles.card} data-testid="shipping-options">
        <legend className={styles.legend}>Jasa pengiriman</legend>
        {!step.chosen && <p className="muted-0">Pilih alamat pengiriman untuk melihat pilihan pengiriman.</p>}
        {step.chosen && (
          <Loadable
            state={step.couriers}
            skeleton={<RowsSkeleton rows={3} label="Memuat pilihan pengiriman" />}
            failure="Pilihan pengiriman belum dapat ditampilkan."
            onRetry={() => shipping.retryCouriers()}
          >
            {(couriers) =>
              couriers.length === 0 ? (
                <p className="muted-0">Belum ada jasa pengiriman ke alamat ini. Pilih alamat lain.</p>
              ) : (
                <ul className="stack-2 bare">
                  {couriers.map((each) => (
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
              )
            }
          </Loadable>
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
