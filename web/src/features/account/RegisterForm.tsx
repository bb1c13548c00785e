import { PASSWORD_MIN_LENGTH, Session, validateRegistration, storePaths } from '@more/core';
import { Link } from 'wouter';
import { useService } from '../../shared/services';
import { useContinueAfterLogin, useDoorHref } from './door-links';
import { FormAlert } from '../../shared/forms/FormAlert';
import forms from '../../shared/forms/Form.module.css';
import { PasswordField } from '../../shared/forms/PasswordField';
import { SubmitButton } from '../../shared/forms/SubmitButton';
import { TextField } from '../../shared/forms/TextField';
import { useForm } from '../../shared/forms/use-form';
import { SocialLogin } from './social/SocialLogin';

/** A new account (POST auth/register): the shopper is logged in at once and goes on. */
export const RegisterForm = () => {
  const session = useService(Session);
  const continueAfterLogin = useContinueAfterLogin();
  const doorHref = useDoorHref();
  const { formRef, field, busy, alert, dismissAlert, onSubmit } = useForm({
    initial: { name: '', email: '', phone: '', password: '', passwordConfirmation: '' },
    validate: validateRegistration,
    send: ({ name, email, phone, password }) => session.register({ name: name.trim(), email: email.trim(), phone: phone.trim(), password }),
    onSuccess: () => {
      continueAfterLogin();
      return 'leaving';
    },
  });

  return (
    <>
      <form ref={formRef} className="stack-4" onSubmit={onSubmit} noValidate aria-label="Daftar dengan email">
        {alert && (
          <FormAlert tone="error" onDismiss={dismissAlert}>
            <p>{alert}</p>
          </FormAlert>
        )}
        <TextField {...field('name')} label="Nama Lengkap" autoComplete="name" autoCapitalize="words" />
        <TextField {...field('email')} label="Email" type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} />
        <TextField {...field('phone')} label="Nomor HP" type="tel" inputMode="tel" autoComplete="tel" hint="Contoh: 081234567890" />
        <PasswordField {...field('password')} label="Kata Sandi" autoComplete="new-password" hint={`Minimal ${PASSWORD_MIN_LENGTH} karakter`} />
        <PasswordField {...field('passwordConfirmation')} label="Ulangi Kata Sandi" autoComplete="new-password" />
        <SubmitButton busy={busy}>Daftar</SubmitButton>
      </form>
      <SocialLogin onSignedIn={continueAfterLogin} divider="atau daftar dengan" verb="Daftar" />
      <p className={forms.switch}>
        Sudah punya akun? <Link href={doorHref(storePaths.login)}>Masuk</Link>
      </p>
    </>
  );
};
