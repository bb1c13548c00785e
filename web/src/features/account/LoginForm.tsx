import { Session, socialProviderNames, validateLogin, storePaths } from '@more/core';
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
import { useProviderReturn } from './social/use-provider-return';

/** Email and password, then Google and Facebook (document 1 §6). */
export const LoginForm = () => {
  const session = useService(Session);
  const continueAfterLogin = useContinueAfterLogin();
  const doorHref = useDoorHref();
  const providerReturn = useProviderReturn(session);
  const { formRef, field, busy, alert, dismissAlert, onSubmit } = useForm({
    initial: { email: '', password: '' },
    validate: validateLogin,
    send: ({ email, password }) => session.login({ email: email.trim(), password }),
    onSuccess: () => {
      continueAfterLogin();
      return 'leaving';
    },
  });

  return (
    <>
      {providerReturn.status === 'working' && (
        <FormAlert tone="info">
          <p>Menyelesaikan login dengan {socialProviderNames[providerReturn.provider]}. Mohon menunggu..</p>
        </FormAlert>
      )}
      {providerReturn.status === 'failed' && (
        <FormAlert tone="error">
          <p>{providerReturn.message}</p>
        </FormAlert>
      )}
      <form ref={formRef} className="stack-4" onSubmit={onSubmit} noValidate aria-label="Masuk dengan email">
        {alert && (
          <FormAlert tone="error" onDismiss={dismissAlert}>
            <p>{alert}</p>
          </FormAlert>
        )}
        <TextField {...field('email')} label="Email" type="email" inputMode="email" autoComplete="username" autoCapitalize="none" spellCheck={false} />
        <PasswordField
          {...field('password')}
          label="Kata Sandi"
          autoComplete="current-password"
          labelAside={
            <Link href={storePaths.forgotPassword} className={forms.aside}>
              Lupa kata sandi?
            </Link>
          }
        />
        <SubmitButton busy={busy}>Masuk</SubmitButton>
      </form>
      <SocialLogin onSignedIn={continueAfterLogin} divider="atau masuk dengan" />
      <p className={forms.switch}>
        Belum punya akun? <Link href={doorHref(storePaths.register)}>Daftar</Link>
      </p>
    </>
  );
};
