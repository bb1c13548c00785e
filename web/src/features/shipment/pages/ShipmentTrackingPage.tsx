import {
  NavigationToken,
  SHIPMENT_NOT_FOUND_TITLE,
  SHIPMENT_TRACKING_FAILED_HINT,
  ShipmentTracking,
  type StoreFailure,
  idle,
  isShipmentNumber,
  isUnknownShipment,
  shipmentNotFoundText,
  shipmentTrackingFailureMessage,
  storePaths,
} from '@more/core';
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { Loadable } from '../../../shared/Loadable';
import type { PageProps } from '../../../shared/route-contract';
import { useService } from '../../../shared/services';
import { useCustomer } from '../../../shared/use-customer';
import { useStore } from '../../../shared/use-store';
import { ShipmentDetails } from '../ShipmentDetails';
import { ShipmentLookupForm } from '../ShipmentLookupForm';
import styles from '../Shipment.module.css';

/**
 * `/omnitracking/{sn?}` (public, document 1 §2): a shipment through the
 * storefront's own server, which alone holds the shipment service's
 * credential. With a number, the shipment with its customer masked, in full
 * for the order's owner once the page knows them (after hydration: the
 * server renders for no one) or after the lookup. Without one, the lookup by
 * order number and phone.
 */
export default function ShipmentTrackingPage({ params }: PageProps) {
  const shipmentNumber = params.sn?.trim() ?? '';
  return (
    <div className={styles.page}>
      <header className="stack-1">
        <h1 className={styles.title}>Lacak Pengiriman</h1>
        {shipmentNumber ? (
          <p className={styles.subtitle}>
            No. <span className={styles.number}>{shipmentNumber}</span>
          </p>
        ) : (
          <p className={styles.subtitle}>Lihat posisi pesanan Anda dengan nomor pesanan dan nomor HP yang dipakai saat memesan.</p>
        )}
      </header>
      {shipmentNumber ? <ShipmentByNumber shipmentNumber={shipmentNumber} /> : <LookupCard />}
    </div>
  );
}

const ShipmentByNumber = ({ shipmentNumber }: { readonly shipmentNumber: string }) => {
  const tracking = useService(ShipmentTracking);
  const state = useStore(tracking);
  const customer = useCustomer();
  const [path] = useLocation();
  const valid = isShipmentNumber(shipmentNumber);

  // Asked when the page is opened without its data (a logout emptied it; another number was shown).
  useEffect(() => {
    if (valid && state.shipmentNumber !== shipmentNumber) void tracking.open(shipmentNumber);
  }, [tracking, valid, shipmentNumber, state.shipmentNumber]);

  const shown = valid && state.shipmentNumber === shipmentNumber ? state.shipment : null;
  const masked = shown?.status === 'ready' && shown.value.customer.disclosure === 'masked';
  // The owner sees their customer in full once the page knows them, without a reload.
  useEffect(() => {
    if (customer && masked) void tracking.revealForOwner();
  }, [tracking, customer, masked]);

  if (!valid) return <ShipmentNotFound shipmentNumber={shipmentNumber} />;
  return (
    <Loadable
      state={shown ?? idle}
      skeleton={<ShipmentSkeleton />}
      skeletonIsStatus
      // An unknown number is an answer (with the lookup beside it); any other failure says the shipment service's words.
      failure={(failure, retry) => (isUnknownShipment(failure) ? <ShipmentNotFound shipmentNumber={shipmentNumber} /> : <ShipmentFailed failure={failure} onRetry={retry} />)}
      onRetry={() => tracking.retry()}
    >
      {(shipment) => <ShipmentDetails shipment={shipment} path={path} />}
    </Loadable>
  );
};

const ShipmentNotFound = ({ shipmentNumber }: { readonly shipmentNumber: string }) => (
  <>
    <section className={`${styles.card} ${styles.notFound}`} aria-labelledby="shipment-not-found" data-testid="shipment-not-found">
      <h2 id="shipment-not-found" className={styles.cardTitle}>
        {SHIPMENT_NOT_FOUND_TITLE}
      </h2>
      <p>{shipmentNotFoundText(shipmentNumber)}</p>
    </section>
    <LookupCard />
  </>
);

const ShipmentFailed = ({ failure, onRetry }: { readonly failure: StoreFailure; readonly onRetry: () => void }) => (
  <section className={`${styles.card} ${styles.failure}`} role="alert" data-testid="shipment-failed">
    <p className={styles.alertTitle}>{shipmentTrackingFailureMessage(failure)}</p>
    <p>{SHIPMENT_TRACKING_FAILED_HINT}</p>
    <div className="cta-row">
      <button type="button" className={styles.primary} onClick={onRetry}>
        Coba Lagi
      </button>
      <Link href={storePaths.shipmentTracking()} className={styles.secondary}>
        Cari dengan nomor pesanan
      </Link>
    </div>
  </section>
);

const LookupCard = () => {
  const navigation = useService(NavigationToken);
  return (
    <section className={`${styles.card} ${styles.lookup}`} aria-labelledby="shipment-lookup-title">
      <h2 id="shipment-lookup-title" className={styles.cardTitle}>
        Cari dengan nomor pesanan
      </h2>
      <ShipmentLookupForm headingId="shipment-lookup-title" onFound={(number) => navigation.go(storePaths.shipmentTracking(number))} />
    </section>
  );
};

const ShipmentSkeleton = () => (
  <div role="status" aria-busy="true" aria-label="Memuat data pengiriman" className="stack-4" data-testid="shipment-loading">
    <div className={`${styles.card} stack-2`}>
      <span className={styles.skeletonLine} data-width="short" />
      <span className={styles.skeletonLine} data-width="long" />
    </div>
    <div className={styles.columns}>
      <div className="stack-4">
        <div className={`${styles.card} ${styles.skeletonBlock}`} />
      </div>
      <div className="stack-4">
        <div className={`${styles.card} ${styles.skeletonBlock}`} />
      </div>
    </div>
  </div>
);
