import { EmailChange, type Profile, validateEmailChange } from '@more/core';
import { useState } from 'react';
import { FormAlert } from '../../../shared/forms/FormAlert';
import { TextField } from '../../../shared/forms/TextField';
import { useForm } from '../../../shared/forms/use-form';
import { useSubmission } from '../../../shared/forms/use-submission';
import { useService } from '../../../shared/services';
import { useStore } from '../../../shared/use-store';
import { CodeEntry } from './CodeEntry';
import styles from './ProfileSections.module.css';
import { ProfileSubform } from './ProfileSubform';

const ChangeEmailForm = ({ current, onDone, onCancel }: { readonly current: string; readonly onDone: (address: string) => void; readonly onCancel: () => void }) => {
  const email = useService(EmailChange);
  const form = useForm({
    initial: { email: '' },
    validate: (form) => validateEmailChange(form, current),
    send: ({ email: address }) => email.change(address),
    onSuccess: ({ email: address }) => {
      onDone(address.trim());
      return 'stay';
    },
  });
  return (
    <ProfileSubform {...form} label="Ubah email" submitLabel="Simpan Email" onCancel={onCancel}>
      <TextField {...form.field('email')} label="Email Baru" type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} />
    </ProfileSubform>
  );
};

/**
 * The account's email: changed (PUT more/user/email) and shown unverified
 * until the link mailed to it is opened, or a code (mail/otp) confirms it.
 */
export const EmailSection = ({ profile }: { readonly profile: Profile }) => {
  const email = useService(EmailChange);
  const code = useStore({ state$: email.code$, current: email.codeView });
  const [editing, setEditing] = useState(false);
  const [changedTo, setChangedTo] = useState<string | null>(null);
  const sending = useSubmission();
  const [sendProblem, setSendProblem] = useState<string | null>(null);

  const sendCode = () =>
    void sending.run(async () => {
      const outcome = await email.sendCode();
      setSendProblem(outcome.ok ? null : 'Kode verifikasi belum dapat dikirim. Coba lagi sebentar lagi.');
      return 'stay';
    });

  return (
    <section className="box" aria-labelledby="profile-email-title">
      <h2 id="profile-email-title" className={styles.sectionTitle}>
        Email
      </h2>
      <p className={styles.value} data-testid="profile-email">
        <span>{profile.email}</span>
        {profile.emailVerified ? (
          <span className={`${styles.badge} ${styles.verified}`}>Terverifikasi</span>
        ) : (
          <span className={`${styles.badge} ${styles.unverified}`}>Belum diverifikasi</span>
        )}
      </p>
      {changedTo === profile.email && !profile.emailVerified && (
        <FormAlert tone="info" onDismiss={() => setChangedTo(null)}>
          <p>Email diubah. Buka tautan verifikasi yang kami kirim ke {profile.email}.</p>
        </FormAlert>
      )}
      {!profile.emailVerified && code.sentTo === null && (
        <p className="muted-0">
          Belum menerima tautan verifikasi?{' '}
          <button type="button" className={styles.linkButton} onClick={sendCode} disabled={sending.busy} aria-busy={sending.busy || undefined}>
            Kirim kode verifikasi
          </button>
        </p>
      )}
      {sendProblem && (
        <p className={styles.problem} role="alert">
          {sendProblem}
        </p>
      )}
      {code.sentTo !== null && (
        <CodeEntry view={code} channel="email" onConfirm={(entered) => email.confirmCode(entered)} onResend={() => email.sendCode()} onCancel={() => email.cancelCode()} />
      )}
      {editing ? (
        <ChangeEmailForm
          current={profile.email}
          onCancel={() => setEditing(false)}
          onDone={(address) => {
            setEditing(false);
            setChangedTo(address);
          }}
        />
      ) : (
        <button type="button" className={styles.secondary} onClick={() => setEditing(true)}>
          Ubah Email
        </button>
      )}
    </section>
  );
};
