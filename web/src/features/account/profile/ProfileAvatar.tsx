import { initialsOf } from '@more/core';
import { useState } from 'react';
import styles from './ProfileAvatar.module.css';

/**
 * The customer's picture, or their initials when there is none or it does
 * not load ("Image load failure falls back to a placeholder", document 1 §8:
 * initials say more about whose account this is than a blank image).
 */
export const ProfileAvatar = ({ name, email, picture }: { readonly name: string; readonly email: string; readonly picture: string | null }) => {
  const [broken, setBroken] = useState<string | null>(null);
  if (picture && broken !== picture) {
    return <img className={styles.avatar} src={picture} alt={`Foto profil ${name}`} width={96} height={96} onError={() => setBroken(picture)} />;
  }
  return (
    <span className={`${styles.avatar} ${styles.initials}`} role="img" aria-label={`Inisial ${name || email}`} data-testid="profile-initials">
      <span aria-hidden="true">{initialsOf(name, email)}</span>
    </span>
  );
};
