import { Checkout, CheckoutShipping } from '@more/core';
import { useEffect } from 'react';
import { Loadable } from '../../shared/Loadable';
import { useService } from '../../shared/services';
import { useStore } from '../../shared/use-store';
import { DropshipperForm } from '../address-book/public';
import styles from './Checkout.module.css';
import { RowsSkeleton } from './Problems';

/** The customer's dropshippers to send as (the book of /profile/dropshipper), and its form for a new one: once saved, core sends the order as it. */
export const DropshipperPanel = ({ chosenId }: { readonly chosenId: number | null }) => {
  const checkout = useService(Checkout);
  const shipping = useService(CheckoutShipping);
  const { dropshippers } = useStore(shipping);

  useEffect(() => shipping.showDropshippers(), [shipping]);

  return (
    <>
      <Loadable state={dropshippers} skeleton={<RowsSkeleton rows={1} label="Memuat dropshipper" />} failure="Dropshipper belum dapat ditampilkan." onRetry={() => shipping.retryDropshippers()}>
        {(list) =>
          list.length > 0 && (
            <fieldset className={styles.tenors}>
              <legend className={styles.fieldLabel}>Kirim atas nama</legend>
              {list.map((dropshipper) => (
                <label key={dropshipper.id} className={styles.option}>
                  <input type="radio" name="dropshipper" checked={dropshipper.id === chosenId} onChange={() => checkout.chooseDropship(dropshipper.id)} />
                  <span className={styles.optionBody}>
                    <span className={styles.optionTitle}>{dropshipper.name}</span>
                    <span className={styles.optionText}>{dropshipper.phone}</span>
                  </span>
                </label>
              ))}
            </fieldset>
          )
        }
      </Loadable>
      <div className={styles.form}>
        <DropshipperForm dropshipper={null} onSave={(draft) => shipping.addDropshipper(draft)} onSaved={() => undefined} onCancel={null} title="Dropshipper baru" showTitle clearOnSave />
      </div>
    </>
  );
};
