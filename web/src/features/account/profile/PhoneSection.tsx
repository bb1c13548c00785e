import { PhoneVerification, type Profile, validatePhone } from '@more/core';
import { useState } from 'react';
import { FormAlert } from '../../../shared/forms/FormAlert';
import { TextField } from '../../../shared/forms/TextField';
import { useForm } from '../../../shared/forms/use-form';
import { useService } from '../../../shared/services';
import { useStore } from '../../../shared/use-store';
import { CodeEntry } from './CodeEntry';
import styles from './ProfileSections.module.css';
import { ProfileSubform } from './ProfileSubform';

const PhoneForm = ({ onCancel }: { readonly onCancel: () => void }) => {
  const phone = useService(PhoneVerification);
  const form = useForm({
    initial: { phone: '' },
    validate: validatePhone,
    send: ({ phone: number }) => phone.sendCode(number),
    onSuccess: () => 'stay',
  });
  return (
    <ProfileSubform {...form} label="Nomor WhatsApp baru" submitLabel="Kirim Kode" onCancel={onCancel}>
      <TextField {...form.field('phone')} label="Nomor WhatsApp" type="tel" inputMode="tel" autoComplete="tel-national" hint="Kode verifikasi dikirim lewat WhatsApp, contoh: 081234567890" />
    </ProfileSubform>
  );
};

/**
 * The account's phone: a new number is saved only once the code sent to it
 * over WhatsApp (message/wa/otp) is confirmed (message/wa/otp/{code}).
 */
export const PhoneSection = ({ profile }: { readonly profile: Profile }) => {
  const phone = useService(PhoneVerification);
  const code = useStore({ state$: phone.code$, current: phone.codeView });
  const [editing, setEditing] = useState(false);
  const [confirmed, setConfirmed] = useState(false);

  return (
    <section className="box" aria-labelledby="profile-phone-title">
      <h2 id="profile-phone-title" className={styles.sectionTitle}>
        Nomor HP
      </h2>
      <p className={styles.value} data-testid="profile-phone">
        {profile.phone ?? <span className={styles.muted}>Belum ada nomor HP</span>}
      </p>
      {confirmed && (
        <FormAlert tone="success" onDismiss={() => setConfirmed(false)}>
          <p>Nomor HP berhasil diverifikasi dan disimpan</p>
        </FormAlert>
      )}
      {code.sentTo !== null ? (
        <CodeEntry
          view={code}
          channel="WhatsApp"
          onConfirm={async (entered) => {
            const outcome = await phone.confirm(entered);
            if (outcome.ok) {
              setEditing(false);
              setConfirmed(true);
            }
            return outcome;
          }}
          onResend={() => phone.sendCode(code.sentTo ?? '')}
          onCancel={() => {
            phone.cancel();
            setEditing(false);
          }}
        />
      ) : editing ? (
        <PhoneForm onCancel={() => setEditing(false)} />
      ) : (
        <button
          type="button"
          className={styles.secondary}
          onClick={() => {
            setConfirmed(false);
            setEditing(true);
          }}
        >
          {profile.phone ? 'Ubah Nomor HP' : 'Tambah Nomor HP'}
        </button>
      )}
    </section>
  );
};
