import { detailPrice, type InstalmentOffer, instalmentOffer, InstalmentPlans, type ProductDetail, type ProductVariant } from '@more/core';
import { useEffect, useId, useState } from 'react';
import { useService } from '../../../shared/services';
import { useHydrated } from '../../../shared/use-hydrated';
import { useStore } from '../../../shared/use-store';
import styles from './extras.module.css';
import { Loadable } from '../../../shared/Loadable';

/** The headline and, behind it, a table per payment method of its tenors. */
const InstalmentTables = ({ offer }: { offer: InstalmentOffer }) => {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const groups = [...new Set(offer.rows.map((row) => row.methodCode))];

  return (
    <section className={styles.block} data-testid="instalments">
      <h2 className="visually-hidden">Cicilan</h2>
      <button
        type="button"
        className={styles.disclosure}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        <span data-testid="instalment-headline">{offer.headline}</span>
        <span aria-hidden="true" className={styles.chevron} data-open={open}>
          ▾
        </span>
      </button>
      <div id={panelId} hidden={!open} className={styles.panel}>
        {groups.map((code) => {
          const rows = offer.rows.filter((row) => row.methodCode === code);
          return (
            <table key={code} className={styles.table}>
              <caption className={styles.caption}>{rows[0]!.methodName}</caption>
              <thead>
                <tr>
                  <th scope="col">Tenor</th>
                  <th scope="col">Cicilan</th>
                  <th scope="col">Biaya</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.months} data-testid="instalment-row" data-months={row.months} data-monthly={row.monthly}>
                    <th scope="row">{row.tenorLabel}</th>
                    <td>{row.monthlyText}</td>
                    <td>{row.feeText}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          );
        })}
      </div>
    </section>
  );
};

/**
 * "Cicilan mulai RpX/bulan", a disclosure that opens a table of every
 * method's tenors for the chosen variant's price (or the lowest price before
 * one is chosen). Amounts are core's (monthly = price plus fee over the
 * months, rounded up).
 */
export const Instalments = ({ product, variant }: { product: ProductDetail; variant: ProductVariant | null }) => {
  const plans = useService(InstalmentPlans);
  const state = useStore(plans);
  const hydrated = useHydrated();

  useEffect(() => {
    if (hydrated) void plans.ensureLoaded();
  }, [plans, hydrated]);

  return (
    <Loadable
      state={state}
      skeleton={<div className={styles.lineSkeleton} role="status" aria-busy="true" aria-label="Memuat cicilan" data-testid="instalments-skeleton" />}
      skeletonIsStatus
      failure="Cicilan belum dapat ditampilkan."
      onRetry={() => void plans.load()}
    >
      {(methods) => {
        const offer = instalmentOffer(methods, detailPrice(product, variant).amount);
        return offer && <InstalmentTables offer={offer} />;
      }}
    </Loadable>
  );
};
