import { PasswordRecovery, failureText, storePaths } from '@more/core';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { PageProps } from '../../../shared/route-contract';
import { useService } from '../../../shared/services';
import { DoorLayout } from '../DoorLayout';
import { FormAlert } from '../../../shared/forms/FormAlert';
import forms from '../../../shared/forms/Form.module.css';
import { FormSkeleton } from '../../../shared/forms/FormSkeleton';
import { ResetPasswordForm } from '../ResetPasswordForm';
import { type ResetLinkState, resetLinkState } from '../reset-link-state';

/**
 * `/forgotPassword/{token}` (document 1 §2): the link from the reset mail.
 * The link is checked first (GET mail/reset/valid/{token}) and the form
 * shows the account's email; a link that is no good offers a new one. The
 * check runs in the browser: until it answers the page shows the form's shape.
 */
export default function ResetPasswordPage({ params }: PageProps) {
  const token = params.token ?? '';
  const recovery = useService(PasswordRecovery);
  // Each answer remembers the link and attempt it is for: a new link or a retry shows "checking" again.
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ readonly key: string; readonly state: ResetLinkState } | null>(null);
  const key = `${token}#${attempt}`;
  const link: ResetLinkState = answer?.key === key ? answer.state : { status: 'checking' };

  useEffect(() => {
    let live = true;
    void recovery.checkLink(token).then((check) => {
      if (live) setAnswer({ key, state: resetLinkState(check) });
    });
    return () => {
      live = false;
    };
  }, [recovery, token, key]);

  return (
    <DoorLayout
      title="Atur Ulang Kata Sandi"
      intro={link.status === 'valid' ? <p>Buat kata sandi baru untuk akun MORE Anda.</p> : undefined}
      footer={
        <p>
          Ingat kata sandi Anda? <Link href={storePaths.login}>Masuk</Link>
        </p>
      }
    >
      {link.status === 'checking' && <FormSkeleton fields={3} label="Memeriksa tautan atur ulang kata sandi" />}
      {link.status === 'valid' && (
        <ResetPasswordForm
          token={token}
          email={link.email}
          onLinkRefused={(failure) => setAnswer({ key, state: { status: 'invalid', message: failureText(failure) } })}
        />
      )}
      {link.status === 'invalid' && (
        <div className={forms.panel}>
          <FormAlert tone="error">
            <p>{link.message}</p>
            <p>Tautan atur ulang hanya dapat dipakai sekali dan berlaku terbatas. Minta tautan baru untuk melanjutkan.</p>
          </FormAlert>
          <Link href={storePaths.forgotPassword} className={forms.primaryLink}>
            Minta Tautan Baru
          </Link>
        </div>
      )}
      {link.status === 'unreachable' && (
        <div className={forms.panel}>
          <FormAlert tone="error">
            <p>Tautan belum dapat diperiksa.</p>
            <p>{link.message}</p>
          </FormAlert>
          <button type="button" className={forms.primaryLink} onClick={() => setAttempt((count) => count + 1)}>
            Coba Lagi
          </button>
        </div>
      )}
    </DoorLayout>
  );
}
