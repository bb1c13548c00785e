import { PASSWORD_MIN_LENGTH, PasswordRecovery, type StoreFailure, validateNewPassword, storePaths } from '@more/core';
import { useState } from 'react';
import { Link } from 'wouter';
import { useService } from '../../shared/services';
import { FormAlert } from '../../shared/forms/FormAlert';
import forms from '../../shared/forms/Form.module.css';
import { PasswordField } from '../../shared/forms/PasswordField';
import { SubmitButton } from '../../shared/forms/SubmitButton';
import { TextField } from '../../shared/forms/TextField';
import { useForm } from '../../shared/forms/use-form';

/** The new password, set with a checked link; a link found used up on the way is the page's to handle. */
export const ResetPasswordForm = ({
  token,
  email,
  onLinkRefused,
}: {
  readonly token: string;
  readonly email: string;
  readonly onLinkRefused: (failure: StoreFailure) => void;
}) => {
  const recovery = useService(PasswordRecovery);
  const [done, setDone] = useState(false);
  const { formRef, field, busy, alert, dismissAlert, onSubmit } = useForm({
    initial: { password: '', passwordConfirmation: '' },
    validate: validateNewPassword,
    send: ({ password }) => recovery.complete(token, password),
    onSuccess: () => {
      setDone(true);
      return 'stay';
    },
    onRefused: (failure) => {
      // Used or expired since it was checked (another tab, an hour later): the page offers a new one.
      if (!failure.details.fieldErrors?.token) return false;
      onLinkRefused(failure);
      return true;
    },
  });

  if (done) {
    return (
      <div className={forms.panel}>
        <FormAlert tone="success">
          <p>Kata sandi berhasil diubah. Silakan masuk dengan kata sandi baru Anda.</p>
        </FormAlert>
        <Link href={storePaths.login} className={forms.primaryLink}>
          Masuk Sekarang
        </Link>
      </div>
    );
  }

  return (
    <form ref={formRef} className="stack-4" onSubmit={onSubmit} noValidate aria-label="Buat kata sandi baru">
      {alert && (
        <FormAlert tone="error" onDismiss={dismissAlert}>
          <p>{alert}</p>
        </FormAlert>
      )}
      {/* The account's address, for the password manager to save the new password under. */}
      <TextField name="email" label="Email" type="email" value={email} autoComplete="username" readOnly />
      <PasswordField {...field('password')} label="Kata Sandi Baru" autoComplete="new-password" hint={`Minimal ${PASSWORD_MIN_LENGTH} karakter`} />
      <PasswordField {...field('passwordConfirmation')} label="Ulangi Kata Sandi Baru" autoComplete="new-password" />
      <SubmitButton busy={busy}>Simpan Kata Sandi</SubmitButton>
    </form>
  );
};
