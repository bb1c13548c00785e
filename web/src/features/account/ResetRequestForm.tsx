import { PasswordRecovery, validateResetRequest, storePaths } from '@more/core';
import { useState } from 'react';
import { Link } from 'wouter';
import { useService } from '../../shared/services';
import { FormAlert } from '../../shared/forms/FormAlert';
import forms from '../../shared/forms/Form.module.css';
import { SubmitButton } from '../../shared/forms/SubmitButton';
import { TextField } from '../../shared/forms/TextField';
import { useForm } from '../../shared/forms/use-form';

/**
 * "Forgot password": the address to mail a reset link to. The answer is the
 * same whether or not the address has an account, so the page says "if".
 */
export const ResetRequestForm = () => {
  const recovery = useService(PasswordRecovery);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { formRef, field, busy, alert, dismissAlert, onSubmit } = useForm({
    initial: { email: '' },
    validate: validateResetRequest,
    send: ({ email }) => recovery.requestReset(email),
    onSuccess: ({ email }) => {
      setSentTo(email.trim());
      return 'stay';
    },
  });

  return (
    <>
      <form ref={formRef} className="stack-4" onSubmit={onSubmit} noValidate aria-label="Minta tautan atur ulang kata sandi">
        {alert && (
          <FormAlert tone="error" onDismiss={dismissAlert}>
            <p>{alert}</p>
          </FormAlert>
        )}
        {sentTo && !alert && (
          <FormAlert tone="success">
            <p>
              Jika <strong>{sentTo}</strong> terdaftar di MORE, tautan untuk mengatur ulang kata sandi sudah kami kirim ke email
              tersebut.
            </p>
            <p>Periksa kotak masuk atau folder spam. Belum menerima email? Kirim ulang di bawah ini.</p>
          </FormAlert>
        )}
        <TextField {...field('email')} label="Email" type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} />
        <SubmitButton busy={busy}>{sentTo ? 'Kirim Ulang Tautan' : 'Kirim Tautan'}</SubmitButton>
      </form>
      <p className={forms.switch}>
        Sudah ingat kata sandi? <Link href={storePaths.login}>Masuk</Link>
      </p>
    </>
  );
};
