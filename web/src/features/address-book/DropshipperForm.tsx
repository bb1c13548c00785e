import type { Dropshipper, DropshipperDraft, DropshipperField, SaveOutcome } from '@more/core';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../shared/forms/FormAlert';
import { TextField } from '../../shared/forms/TextField';
import styles from './Books.module.css';
import { useBookSave } from './use-book-save';

const FIELDS: readonly DropshipperField[] = ['name', 'phone'];

interface Props {
  /** The dropshipper being edited, as `…/show` answered; null for a new one. */
  readonly dropshipper: Dropshipper | null;
  readonly onSave: (draft: DropshipperDraft) => Promise<SaveOutcome<Dropshipper, DropshipperField>>;
  readonly onSaved: (dropshipper: Dropshipper) => void;
  readonly onCancel: (() => void) | null;
  readonly title: string;
  readonly showTitle?: boolean;
  /** Emptied once saved, for the next one (the checkout's form stays open). */
  readonly clearOnSave?: boolean;
}

/** A dropshipper: the name and phone an order is sent in (/profile/dropshipper and the checkout). */
export const DropshipperForm = ({ dropshipper, onSave, onSaved, onCancel, title, showTitle = false, clearOnSave = false }: Props) => {
  const blank = { name: dropshipper?.name ?? '', phone: dropshipper?.phone ?? '' };
  const [fields, setFields] = useState<DropshipperDraft>(blank);
  const { problems, failure, busy, formRef, save, corrected } = useBookSave<Dropshipper, DropshipperField>(FIELDS);

  const set = (name: DropshipperField, value: string) => {
    setFields((before) => ({ ...before, [name]: value }));
    corrected(name);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save(
      () => onSave(fields),
      (saved) => {
        if (clearOnSave) setFields({ name: '', phone: '' });
        onSaved(saved);
      },
    );
  };

  return (
    <form ref={formRef} className="stack-3" onSubmit={submit} noValidate aria-label={title} data-testid="dropshipper-form">
      {showTitle && <p className={styles.formTitle}>{title}</p>}
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <div className={styles.formGrid}>
        <TextField name="dropshipName" label="Nama pengirim" value={fields.name} onChange={(event) => set('name', event.target.value)} error={problems.name} autoComplete="off" />
        <TextField name="dropshipPhone" label="Nomor ponsel pengirim" type="tel" inputMode="tel" value={fields.phone} onChange={(event) => set('phone', event.target.value)} error={problems.phone} autoComplete="off" />
      </div>
      <div className={styles.formActions}>
        {onCancel && (
          <button type="button" className="btn-outline" onClick={onCancel}>
            Batal
          </button>
        )}
        <button type="submit" className={clearOnSave ? 'btn-outline' : styles.primary} disabled={busy} aria-busy={busy || undefined}>
          {busy && <span className={styles.spinner} aria-hidden="true" />}
          {busy ? 'Mohon menunggu..' : 'Simpan Dropshipper'}
        </button>
      </div>
    </form>
  );
};
