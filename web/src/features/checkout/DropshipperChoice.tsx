import { Checkout } from '@more/core';
import { Suspense, lazy, useState } from 'react';
import { useService } from '../../shared/services';
import styles from './Checkout.module.css';
import { RowsSkeleton } from './Problems';

// The dropshippers and their form come when the shopper asks to send as one (off by default).
const DropshipperPanel = lazy(() => import('./DropshipperPanel').then((module) => ({ default: module.DropshipperPanel })));

/** "Kirim sebagai dropshipper", off by default: then one of the customer's dropshippers, or a new one (name and phone). */
export const DropshipperChoice = ({ chosenId }: { readonly chosenId: number | null }) => {
  const checkout = useService(Checkout);
  const [wanted, setWanted] = useState(false);
  const on = wanted || chosenId !== null;

  const toggle = (checked: boolean) => {
    setWanted(checked);
    if (!checked) checkout.chooseDropship(null);
  };

  return (
    <section className={styles.card} aria-labelledby="dropship-title">
      <h2 id="dropship-title" className={styles.cardTitle}>
        Dropshipper
      </h2>
      <label className="check-row">
        <input type="checkbox" checked={on} onChange={(event) => toggle(event.target.checked)} data-testid="dropship-toggle" />
        Kirim sebagai dropshipper
      </label>
      {on && (
        <Suspense fallback={<RowsSkeleton rows={1} label="Memuat dropshipper" />}>
          <DropshipperPanel chosenId={chosenId} />
        </Suspense>
      )}
    </section>
  );
};
