import { Checkout, CheckoutAddressBook, type DropshipperField, type FieldProblems, failureText } from '@more/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useService } from '../../shared/services';
import { FailureNotice } from '../../shared/FailureNotice';
import { useObservable } from '../../shared/use-store';
import { FormAlert } from '../../shared/forms/FormAlert';
import { TextField } from '../../shared/forms/TextField';
import { useSubmission } from '../../shared/forms/use-submission';
import styles from './Checkout.module.css';
import { RowsSkeleton } from './Problems';

/** The customer's dropshippers to send as, and the form for a new one (name and phone). */
export const DropshipperPanel = ({ chosenId }: { readonly chosenId: number | null }) => {
  const checkout = useService(Checkout);
  const book = useService(CheckoutAddressBook);
  const books = useObservable(book.state$, book.current);
  const [fields, setFields] = useState({ name: '', phone: '' });
  const [problems, setProblems] = useState<FieldProblems<DropshipperField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const submission = useSubmission();

  useEffect(() => {
    if (book.current.dropshippers.status === 'idle') void book.loadDropshippers();
  }, [book]);

  const add = (event: FormEvent) => {
    event.preventDefault();
    void submission.run(async () => {
      setFailure(null);
      const outcome = await book.addDropshipper(fields);
      if (outcome.kind === 'invalid') setProblems(outcome.problems);
      else if (outcome.kind === 'failed') setFailure(failureText(outcome.failure));
      else {
        setProblems({});
        setFields({ name: '', phone: '' });
        checkout.chooseDropship(outcome.entry.id);
      }
      return 'stay';
    });
  };

  const list = books.dropshippers;
  return (
    <>
      {(list.status === 'idle' || list.status === 'loading') && <RowsSkeleton rows={1} label="Memuat dropshipper" />}
      {list.status === 'failed' && <FailureNotice title="Dropshipper belum dapat ditampilkan." failure={list.failure} onRetry={() => void book.loadDropshippers()} />}
      {list.status === 'ready' && list.value.length > 0 && (
        <fieldset className={styles.tenors}>
          <legend className={styles.fieldLabel}>Kirim atas nama</legend>
          {list.value.map((dropshipper) => (
            <label key={dropshipper.id} className={styles.option}>
              <input type="radio" name="dropshipper" checked={dropshipper.id === chosenId} onChange={() => checkout.chooseDropship(dropshipper.id)} />
              <span className={styles.optionBody}>
                <span className={styles.optionTitle}>{dropshipper.name}</span>
                <span className={styles.optionText}>{dropshipper.phone}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
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
