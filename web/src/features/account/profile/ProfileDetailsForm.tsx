import { type Profile, ProfileDetailsEditor, validateProfileDetails } from '@more/core';
import { useState } from 'react';
import { FormAlert } from '../../../shared/forms/FormAlert';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { TextField } from '../../../shared/forms/TextField';
import { useForm } from '../../../shared/forms/use-form';
import { useService } from '../../../shared/services';
import styles from './ProfileSections.module.css';

/** The shopper's date, `YYYY-MM-DD` (a Swedish date is written that way). */
const today = () => new Date().toLocaleDateString('sv-SE');

/** "Ubah Data Diri": name, birth date and gender (PUT more/user/update). */
export const ProfileDetailsForm = ({ profile }: { readonly profile: Profile }) => {
  const editor = useService(ProfileDetailsEditor);
  const [saved, setSaved] = useState(false);
  const { formRef, field, values, busy, alert, dismissAlert, onSubmit } = useForm({
    initial: { name: profile.name, birthDate: profile.birthDate ?? '', gender: profile.gender ?? '' },
    validate: (form) => validateProfileDetails(form, today()),
    send: (form) => {
      setSaved(false);
      return editor.save(form);
    },
    onSuccess: () => {
      setSaved(true);
      return 'stay';
    },
  });
  const gender = field('gender');

  return (
    <form ref={formRef} className="box" onSubmit={onSubmit} noValidate aria-labelledby="profile-details-title">
      <h2 id="profile-details-title" className={styles.sectionTitle}>
        Data Diri
      </h2>
      {alert && (
        <FormAlert tone="error" onDismiss={dismissAlert}>
          <p>{alert}</p>
        </FormAlert>
      )}
      {saved && (
        <FormAlert tone="success" onDismiss={() => setSaved(false)}>
          <p>Profil berhasil diperbarui</p>
        </FormAlert>
      )}
      <TextField {...field('name')} label="Nama Lengkap" autoComplete="name" maxLength={100} />
      <TextField {...field('birthDate')} label="Tanggal Lahir" type="date" max={today()} autoComplete="bday" />
      <fieldset className={styles.choices} aria-invalid={gender.error ? true : undefined}>
        <legend className={styles.legend}>Jenis Kelamin</legend>
        {(
          [
            ['male', 'Laki-laki'],
            ['female', 'Perempuan'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className={styles.choice}>
            <input type="radio" name="gender" value={value} checked={values.gender === value} onChange={gender.onChange} />
            {label}
          </label>
        ))}
        {gender.error && <p className={styles.problem}>{gender.error}</p>}
      </fieldset>
      <SubmitButton busy={busy}>Simpan Perubahan</SubmitButton>
    </form>
  );
};
