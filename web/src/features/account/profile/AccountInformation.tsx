import type { Profile } from '@more/core';
import styles from './AccountInformation.module.css';
import { ProfileAvatar } from './ProfileAvatar';

/** "Informasi Akun": who is logged in, from POST more/user/show. */
export const AccountInformation = ({ profile }: { readonly profile: Profile }) => (
  <div className={styles.card} data-testid="account-information">
    <div className={styles.identity}>
      <ProfileAvatar name={profile.name} email={profile.email} picture={profile.picture} />
      <div className={styles.who}>
        <p className={styles.name}>{profile.name}</p>
        <p className={styles.email}>{profile.email}</p>
      </div>
    </div>
    <dl className={styles.details}>
      <div className={styles.row}>
        <dt>Nama</dt>
        <dd>{profile.name}</dd>
      </div>
      <div className={styles.row}>
        <dt>Email</dt>
        <dd className="row-2">
          <span>{profile.email}</span>
          {profile.emailVerified ? (
            <span className={`${styles.badge} ${styles.verified}`}>Terverifikasi</span>
          ) : (
            <span className={`${styles.badge} ${styles.unverified}`}>Belum diverifikasi</span>
          )}
        </dd>
      </div>
      {profile.phone && (
        <div className={styles.row}>
          <dt>Nomor HP</dt>
          <dd>{profile.phone}</dd>
        </div>
      )}
    </dl>
  </div>
);

/** The same card's shape while the profile loads. */
export const AccountInformationSkeleton = () => (
  <div className={styles.card} data-testid="account-information-skeleton">
    <div className={styles.identity}>
      <div className={`skel ${styles.avatarBlock}`} />
      <div className={styles.who}>
        <div className={`skel ${styles.nameBlock}`} />
        <div className={`skel ${styles.emailBlock}`} />
      </div>
    </div>
    <div className={styles.details}>
      {[0, 1, 2].map((row) => (
        <div key={row} className={styles.row}>
          <div className={`skel ${styles.termBlock}`} />
          <div className={`skel ${styles.valueBlock}`} />
        </div>
      ))}
    </div>
  </div>
);
