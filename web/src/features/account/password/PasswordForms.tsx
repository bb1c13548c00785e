import { AccountPassword, PASSWORD_MIN_LENGTH, validateNewPassword, validatePasswordChange } from '@more/core';
import { useState } from 'react';
import { FormAlert } from '../../../shared/forms/FormAlert';
import { PasswordField } from '../../../shared/forms/PasswordField';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { useForm } from '../../../shared/forms/use-form';
import { useService } from '../../../shared/services';

export const Done = ({ children }: { readonly children: string }) => (
  <FormAlert tone="success">
    <p>{children}</p>
  </FormAlert>
);

/** Old and new password (POST more/user/password); a wrong old one is the server's to say, beside its field. */
export const ChangePasswordForm = ({ email }: { readonly email: string }) => {
  const password = useService(AccountPassword);
  const [done, setDone] = useState(0);
  const { formRef, field, busy, alert, dismissAlert, onSubmit } = useForm({
    initial: { oldPassword: '', password: '', passwordConfirmation: '' },
    validate: validatePasswordChange,
    send: (form) => password.change(form.oldPassword, form.password),
    onSuccess: () => {
      // A fresh, empty form: the passwords typed are not left on the screen.
      setDone((count) => count + 1);
      return 'stay';
    },
  });
  if (done > 0) return <Done>Kata sandi berhasil diubah. Gunakan kata sandi baru saat masuk berikutnya.</Done>;
  return (
    <form ref={formRef} className="stack-4" onSubmit={onSubmit} noValidate aria-label="Ubah kata sandi">
      {alert && (
        <FormAlert tone="error" onDismiss={dismissAlert}>
          <p>{alert}</p>
        </FormAlert>
      )}
      <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
      <PasswordField {...field('oldPassword')} label="Kata Sandi Lama" autoComplete="current-password" />
      <PasswordField {...field('password')} label="Kata Sandi Baru" autoComplete="new-password" hint={`Minimal ${PASSWORD_MIN_LENGTH} karakter`} />
      <PasswordField {...field('passwordConfirmation')} label="Ulangi Kata Sandi Baru" autoComplete="new-password" />
      <SubmitButton busy={busy}>Simpan Kata Sandi</SubmitButton>
    </form>
  );
};

/** A first password for an account made by social login (POST more/user/reset): nothing old to check. */
export const FirstPasswordForm = ({ email, onCreated }: { readonly email: string; readonly onCreated: () => void }) => {
  const password = useService(AccountPassword);
  const { formRef, field, busy, alert, dismissAlert, onSubmit } = useForm({
    initial: { password: '', passwordConfirmation: '' },
    validate: validateNewPassword,
    send: (form) => password.setFirst(form.password),
    // The account has a password now: the page offers a change from here on, and says it was made.
    onSuccess: () => {
      onCreated();
      return 'stay';
    },
  });
  return (
    <form ref={formRef} className="stack-4" onSubmit={onSubmit} noValidate aria-label="Buat kata sandi">
      <p>Akun Anda dibuat lewat Google atau Facebook dan belum memiliki kata sandi. Buat kata sandi agar dapat masuk dengan email.</p>
      {alert && (
        <FormAlert tone="error" onDismiss={dismissAlert}>
          <p>{alert}</p>
        </FormAlert>
      )}
      <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
      <PasswordField {...field('password')} label="Kata Sandi Baru" autoComplete="new-password" hint={`Minimal ${PASSWORD_MIN_LENGTH} karakter`} />
      <PasswordField {...field('passwordConfirmation')} label="Ulangi Kata Sandi Baru" autoComplete="new-password" />
      <SubmitButton busy={busy}>Buat Kata Sandi</SubmitButton>
    </form>
  );
};
