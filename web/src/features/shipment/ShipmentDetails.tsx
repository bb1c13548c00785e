import {
  NO_SCANS_TEXT,
  type ShipmentView,
  currentStep,
  loginPathFor,
  shipmentCustomerLines,
  shipmentFacts,
  shipmentTimeline,
  storePaths,
} from '@more/core';
import { Link } from 'wouter';
import { TrackingTimeline } from '../../shared/TrackingTimeline';
import { ProductImage } from '../../shared/product/ProductImage';
import styles from './Shipment.module.css';
import { valueText } from '../../shared/dates/store-dates';

/**
 * A tracked shipment: where it is (its status and the step it is at), the
 * store's steps and the courier's scans as a timeline (the order page's
 * tracking, shared), its general information, its items, and its customer as
 * disclosure allows (core's shipment-disclosure: masked for a number alone).
 */
export const ShipmentDetails = ({ shipment, path }: { readonly shipment: ShipmentView; readonly path: string }) => {
  const timeline = shipmentTimeline(shipment);
  const next = currentStep(shipment);
  const customer = shipmentCustomerLines(shipment.customer);
  return (
    <div className="stack-4" data-testid="shipment-details">
      <section className={`${styles.card} ${styles.statusCard}`} aria-labelledby="shipment-status">
        <p className={styles.eyebrow}>Status</p>
        <h2 id="shipment-status" className={styles.statusText}>
          {shipment.statusText}
        </h2>
        <p className="muted-0">{next ? `Tahap berikutnya: ${next.label}` : 'Semua tahap pengiriman telah selesai.'}</p>
      </section>

      <div className={styles.columns}>
        <div className="stack-4">
          <section className={styles.card} aria-labelledby="shipment-steps">
            <h2 id="shipment-steps" className={styles.cardTitle}>
              Status Pesanan
            </h2>
            <TrackingTimeline entries={timeline.steps} label="Tahap pesanan" markCurrent />
          </section>
          <section className={styles.card} aria-labelledby="shipment-scans">
            <h2 id="shipment-scans" className={styles.cardTitle}>
              Riwayat Kurir
            </h2>
            {timeline.scans.length > 0 ? <TrackingTimeline entries={timeline.scans} label="Riwayat kurir, terbaru di atas" /> : <p className="muted-0">{NO_SCANS_TEXT}</p>}
          </section>
        </div>

        <div className="stack-4">
          <section className={styles.card} aria-labelledby="shipment-general">
            <h2 id="shipment-general" className={styles.cardTitle}>
              Informasi Pengiriman
            </h2>
            <dl className={styles.facts}>
              {shipmentFacts(shipment).map((fact) => (
                <div key={fact.label}>
                  <dt>{fact.label}</dt>
                  <dd>{valueText(fact.value)}</dd>
                </div>
              ))}
            </dl>
          </section>

          <section className={styles.card} aria-labelledby="shipment-customer" data-testid="shipment-customer" data-disclosure={shipment.customer.disclosure}>
            <h2 id="shipment-customer" className={styles.cardTitle}>
              Penerima
            </h2>
            <p className={styles.customerName}>{customer.name}</p>
            <dl className={styles.facts}>
              {customer.lines.map((line) => (
                <div key={line.label}>
                  <dt>{line.label}</dt>
                  <dd>{valueText(line.value)}</dd>
                </div>
              ))}
            </dl>
            {customer.note && (
              <div className={styles.note}>
                <p>{customer.note}</p>
                <p className={styles.noteLinks}>
                  <Link href={loginPathFor(path)}>Masuk</Link>
                  <Link href={storePaths.shipmentTracking()}>Cari dengan nomor HP</Link>
                </p>
              </div>
            )}
          </section>

          <section className={styles.card} aria-labelledby="shipment-items">
            <h2 id="shipment-items" className={styles.cardTitle}>
              Barang ({shipment.items.length})
            </h2>
            <ul className="stack-3 bare">
              {shipment.items.map((item, index) => (
                <li key={`${item.sku}-${index}`} className={styles.item}>
                  <ProductImage slot="thumb" image={item.imageUrl ? { url: item.imageUrl, alt: item.name } : null} className="thumb" decorative />
                  <div className={styles.itemText}>
                    <p className={styles.itemName}>{item.name}</p>
                    {item.variant.trim() !== '' && <p className="muted-0">{item.variant}</p>}
                    <p className="muted-0">Jumlah: {item.quantity}</p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </div>
  );
};
