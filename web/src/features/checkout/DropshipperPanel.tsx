import { Checkout, CheckoutShipping, type DropshipperField, type FieldProblems, failureText } from '@more/core';
import { type FormEvent, useEffect, useState } from 'react';
import { Loadable } from '../../shared/Loadable';
import { useService } from '../../shared/services';
import { useStore } from '../../shared/use-store';
import { FormAlert } from '../../shared/forms/FormAlert';
import { TextField } from '../../shared/forms/TextField';
import { useSubmission } from '../../shared/forms/use-submission';
import styles from './Checkout.module.css';
import { RowsSkeleton } from './Problems';

/** The customer's dropshippers to send as, and the form for a new one (name and phone). */
export const DropshipperPanel = ({ chosenId }: { readonly chosenId: number | null }) => {
  const checkout = useService(Checkout);
  const shipping = useService(CheckoutShipping);
  const { dropshippers } = useStore(shipping);
  const [fields, setFields] = useState({ name: '', phone: '' });
  const [problems, setProblems] = useState<FieldProblems<DropshipperField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const submission = useSubmission();

  useEffect(() => shipping.showDropshippers(), [shipping]);

  const add = (event: FormEvent) => {
    event.preventDefault();
    void submission.run(async () => {
      setFailure(null);
      // Once saved, core sends the order as the new dropshipper.
      const outcome = await shipping.addDropshipper(fields);
      if (outcome.kind === 'invalid') setProblems(outcome.problems);
      else if (outcome.kind === 'failed') setFailure(failureText(outcome.failure));
      else {
        setProblems({});
        setFields({ name: '', phone: '' });
      }
      return 'stay';
    });
  };

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
      <form className={styles.form} onSubmit={add} noValidate aria-label="Dropshipper baru">
        <p className={styles.fieldLabel}>Tambah dropshipper</p>
        {failure && <FormAlert tone="error">{failure}</FormAlert>}
        <div className={styles.formGrid}>
          <TextField name="dropshipName" label="Nama pengirim" value={fields.name} onChange={(event) => setFields({ ...fields, name: event.target.value })} error={problems.name} />
          <TextField name="dropshipPhone" label="Nomor ponsel pengirim" type="tel" inputMode="tel" value={fields.phone} onChange={(event) => setFields({ ...fields, phone: event.target.value })} error={problems.phone} />
        </div>
        <button type="submit" className={styles.secondary} disabled={submission.busy} aria-busy={submission.busy || undefined}>
          {submission.busy ? 'Mohon menunggu..' : 'Simpan Dropshipper'}
        </button>
      </form>
    </>
  );
};
