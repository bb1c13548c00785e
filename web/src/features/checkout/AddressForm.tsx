import {
  type Address,
  type AddressField,
  type AddressFields,
  CheckoutShipping,
  type FieldProblems,
  REGION_LEVEL_LABELS,
  RegionChoice,
  type RegionLevel,
  addressDraftOf,
  failureText,
  regionLevels,
  regionPlaceholder,
} from '@more/core';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useService } from '../../shared/services';
import { useStore } from '../../shared/use-store';
import { FormAlert } from '../../shared/forms/FormAlert';
import { TextField } from '../../shared/forms/TextField';
import { useSubmission } from '../../shared/forms/use-submission';
import styles from './Checkout.module.css';

const blank: AddressFields = { label: 'Rumah', recipientName: '', phone: '', postalCode: '', street: '', makeDefault: false };

/**
 * A new address without leaving the checkout. Province, city, district and
 * village are selects filled in turn by core's RegionChoice: choosing one
 * clears and reloads those below; each says when it is loading or failed.
 * Once saved, the order goes to it (core's CheckoutShipping).
 */
export const AddressForm = ({ onSaved, onCancel }: { readonly onSaved: (address: Address) => void; readonly onCancel: (() => void) | null }) => {
  const regions = useService(RegionChoice);
  const shipping = useService(CheckoutShipping);
  const regionState = useStore(regions);
  const [fields, setFields] = useState(blank);
  const [problems, setProblems] = useState<FieldProblems<AddressField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const submission = useSubmission();
  const regionErrorId = useId();

  useEffect(() => {
    void regions.start();
  }, [regions]);

  const set = (name: keyof typeof blank) => (value: string | boolean) => setFields((before) => ({ ...before, [name]: value }));

  const choose = (level: RegionLevel, id: string) => void regions.choose(level, id);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void submission.run(async () => {
      setFailure(null);
      const outcome = await shipping.addAddress(addressDraftOf(fields, regions.current));
      if (outcome.kind === 'invalid') setProblems(outcome.problems);
      else if (outcome.kind === 'failed') setFailure(failureText(outcome.failure));
      else {
        setProblems({});
        onSaved(outcome.entry);
      }
      return 'stay';
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Alamat baru" data-testid="address-form">
      <h3 className={styles.cardTitle}>Tambah Alamat Baru</h3>
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <div className={styles.formGrid}>
        <TextField name="label" label="Label alamat" value={fields.label} onChange={(event) => set('label')(event.target.value)} error={problems.label} autoComplete="off" />
        <TextField name="recipientName" label="Nama penerima" value={fields.recipientName} onChange={(event) => set('recipientName')(event.target.value)} error={problems.recipientName} autoComplete="name" />
        <TextField name="phone" label="Nomor ponsel" type="tel" inputMode="tel" value={fields.phone} onChange={(event) => set('phone')(event.target.value)} error={problems.phone} autoComplete="tel" />
        {regionLevels.map((level) => {
          const select = regionState[level];
          const options = select.options.status === 'ready' ? select.options.value : [];
          const id = `${regionErrorId}-${level}`;
          return (
            <div key={level} className={styles.field}>
              <label htmlFor={id} className={styles.fieldLabel}>
                {REGION_LEVEL_LABELS[level]}
              </label>
              <select
                id={id}
                name={level}
                className={styles.select}
                value={select.chosen?.id ?? ''}
                disabled={select.options.status !== 'ready'}
                aria-busy={select.options.status === 'loading' || undefined}
                aria-invalid={problems.region && !select.chosen ? true : undefined}
                aria-describedby={problems.region ? regionErrorId : undefined}
                onChange={(event) => choose(level, event.target.value)}
                data-testid={`region-${level}`}
              >
                <option value="">{regionPlaceholder(level, regionState)}</option>
                {options.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}
                  </option>
                ))}
              </select>
              {select.options.status === 'failed' && (
                <div role="alert">
                  <p className={styles.fieldError}>{failureText(select.options.failure)}</p>
                  <button type="button" className={styles.inlineRetry} onClick={() => void regions.retry(level)}>
                    Coba Lagi
                  </button>
                </div>
              )}
            </div>
          );
        })}
        {problems.region && (
          <p id={regionErrorId} className={`${styles.fieldError} ${styles.formWide}`}>
            {problems.region}
          </p>
        )}
        <TextField name="postalCode" label="Kode pos" inputMode="numeric" maxLength={5} value={fields.postalCode} onChange={(event) => set('postalCode')(event.target.value)} error={problems.postalCode} autoComplete="postal-code" />
        <div className={styles.formWide}>
          <TextField name="street" label="Alamat lengkap" value={fields.street} onChange={(event) => set('street')(event.target.value)} error={problems.street} hint="Nama jalan, nomor rumah, RT/RW, patokan" autoComplete="street-address" />
        </div>
      </div>
      <label className={styles.toggle}>
        <input type="checkbox" checked={fields.makeDefault} onChange={(event) => set('makeDefault')(event.target.checked)} />
        Jadikan alamat utama
      </label>
      <div className={styles.actions}>
        {onCancel && (
          <button type="button" className={styles.secondary} onClick={onCancel}>
            Batal
          </button>
        )}
        <button type="submit" className={styles.primary} disabled={submission.busy} aria-busy={submission.busy || undefined} data-testid="address-save">
          {submission.busy && <span className={styles.spinner} aria-hidden="true" />}
          {submission.busy ? 'Mohon menunggu..' : 'Simpan Alamat'}
        </button>
      </div>
    </form>
  );
};
