import {
  type FormOutcome,
  type SocialProvider,
  mockProviderToken,
  socialProviderNames,
  validateProviderIdentity,
} from '@more/core';
import { useEffect, useId, useRef } from 'react';
import { FormAlert } from '../../../shared/forms/FormAlert';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { TextField } from '../../../shared/forms/TextField';
import { useForm } from '../../../shared/forms/use-form';
import styles from './MockProviderDialog.module.css';

/**
 * The provider's step against the mock API, which has no Google or Facebook
 * to ask: a modal dialog, labelled as a simulation, where the shopper says
 * who they are at the provider. It makes the provider token the mock reads
 * (`mock-google:<email>:<name>`) and logs in with it, as the real provider's
 * token would be. A native modal <dialog>: the page behind is inert, focus
 * stays inside, Escape closes it and focus returns to the button that opened it.
 */
export const MockProviderDialog = ({
  provider,
  signIn,
  onSignedIn,
  onClose,
}: {
  readonly provider: SocialProvider;
  readonly signIn: (providerToken: string) => Promise<FormOutcome>;
  readonly onSignedIn: () => void;
  readonly onClose: () => void;
}) => {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const name = socialProviderNames[provider];
  const { formRef, field, values, busy, alert, dismissAlert, onSubmit } = useForm({
    initial: { email: '', name: '' },
    validate: validateProviderIdentity,
    send: (identity) => signIn(mockProviderToken(provider, identity)),
    onSuccess: () => {
      onSignedIn();
      return 'leaving';
    },
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    dialog.showModal();
    // React's autoFocus runs before the dialog is shown, so the dialog would focus its close button: the email first.
    dialog.querySelector<HTMLInputElement>('input')?.focus();
  }, []);

  const close = () => dialogRef.current?.close();
  const email = values.email.trim() || '<email>';
  const shownName = values.name.trim();

  return (
    <dialog ref={dialogRef} className={styles.dialog} aria-labelledby={titleId} aria-describedby={textId} onClose={onClose}>
      <div className={styles.head}>
        <h2 id={titleId} className="modal-title">
          Masuk dengan {name} (simulasi)
        </h2>
        <button type="button" className={styles.close} onClick={close} aria-label="Tutup">
          <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <p id={textId} className={styles.text}>
        Toko ini sedang memakai server uji (mock), jadi {name} tidak dihubungi. Isi email dan nama akun {name} yang ingin
        disimulasikan; akun MORE dengan email itu dipakai, atau dibuat bila belum ada.
      </p>
      <form ref={formRef} className="stack-4" onSubmit={onSubmit} noValidate>
        {alert && (
          <FormAlert tone="error" onDismiss={dismissAlert}>
            <p>{alert}</p>
          </FormAlert>
        )}
        <TextField {...field('email')} label={`Email akun ${name}`} type="email" inputMode="email" autoComplete="email" />
        <TextField {...field('name')} label="Nama (opsional)" autoComplete="name" hint="Bila kosong, nama dibuat dari email." />
        <p className={styles.token}>
          Token penyedia: <code>{mockProviderToken(provider, { email, name: shownName })}</code>
        </p>
        <div className={styles.actions}>
          <button type="button" className={styles.cancel} onClick={close}>
            Batal
          </button>
          <SubmitButton busy={busy}>Lanjutkan</SubmitButton>
        </div>
      </form>
    </dialog>
  );
};
