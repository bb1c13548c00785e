import { type FormOutcome, type OneTimeCodeView, validateOneTimeCode } from '@more/core';
import { useState } from 'react';
import { TextField } from '../../../shared/forms/TextField';
import { useForm } from '../../../shared/forms/use-form';
import { useSubmission } from '../../../shared/forms/use-submission';
import styles from './ProfileSections.module.css';
import { ProfileSubform } from './ProfileSubform';

/**
 * The 6-digit code a mail or a WhatsApp message carries, with "send again"
 * once the countdown (core's, on its scheduler) is over.
 */
export const CodeEntry = ({
  view,
  channel,
  onConfirm,
  onResend,
  onCancel,
}: {
  readonly view: OneTimeCodeView;
  /** "email" / "WhatsApp": where the code went, for the text. */
  readonly channel: string;
  readonly onConfirm: (code: string) => Promise<FormOutcome>;
  readonly onResend: () => Promise<FormOutcome>;
  readonly onCancel: () => void;
}) => {
  const resending = useSubmission();
  const [resendProblem, setResendProblem] = useState<string | null>(null);
  const form = useForm({
    initial: { code: '' },
    validate: validateOneTimeCode,
    send: ({ code }) => onConfirm(code),
    onSuccess: () => 'stay',
  });
  const resend = () =>
    void resending.run(async () => {
      const outcome = await onResend();
      setResendProblem(outcome.ok ? null : 'Kode belum dapat dikirim ulang. Coba lagi sebentar lagi.');
      return 'stay';
    });

  return (
    <ProfileSubform
      {...form}
      label={`Kode verifikasi ${channel}`}
      lead={
        <p className="muted-0" role="status">
          Kode verifikasi telah dikirim lewat {channel} ke <strong>{view.sentTo}</strong>.
        </p>
      }
      submitLabel="Verifikasi"
      onCancel={onCancel}
      after={
        <>
          <p className="muted-0">
            {view.resendIn > 0 ? (
              <span aria-live="off">Kirim ulang kode dalam {view.resendIn} detik</span>
            ) : (
              <button type="button" className={styles.linkButton} onClick={resend} disabled={resending.busy} aria-busy={resending.busy || undefined}>
                Kirim Ulang Kode
              </button>
            )}
          </p>
          {resendProblem && <p className={styles.problem} role="alert">{resendProblem}</p>}
        </>
      }
    >
      <TextField {...form.field('code')} label="Kode OTP" inputMode="numeric" autoComplete="one-time-code" maxLength={6} hint="6 angka" />
    </ProfileSubform>
  );
};
