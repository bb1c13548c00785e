import { ProfileCompletion, profileProgressText } from '@more/core';
import { useEffect, useId } from 'react';
import { useService } from '../../../shared/services';
import { useStore } from '../../../shared/use-store';
import styles from './ProfileSections.module.css';

/** "Kelengkapan profil" (GET more/user/check): a meter, and what is still missing. */
export const ProfileProgressMeter = () => {
  const completion = useService(ProfileCompletion);
  const state = useStore(completion);
  const labelId = useId();
  useEffect(() => {
    void completion.ensureLoaded();
  }, [completion]);

  if (state.status === 'failed') {
    return (
      <div className={styles.section} data-testid="profile-progress">
        <p className={styles.problem} role="alert">
          Kelengkapan profil belum dapat ditampilkan.
        </p>
        <button type="button" className={styles.secondary} onClick={() => void completion.load()}>
          Coba Lagi
        </button>
      </div>
    );
  }
  if (state.status !== 'ready') {
    return <div className={`${styles.section} ${styles.meterSkeleton}`} data-testid="profile-progress-skeleton" role="status" aria-busy="true" aria-label="Memuat kelengkapan profil" />;
  }
  const progress = state.value;
  return (
    <div className={styles.section} data-testid="profile-progress">
      <div className={styles.meterHead}>
        <span id={labelId} className={styles.sectionTitle}>
          Kelengkapan Profil
        </span>
        <span>{progress.percentage}%</span>
      </div>
      <meter className={styles.meter} min={0} max={100} low={50} high={99} optimum={100} value={progress.percentage} aria-labelledby={labelId} aria-describedby={`${labelId}-missing`}>
        {progress.percentage}%
      </meter>
      <p id={`${labelId}-missing`} className={styles.note}>
        {profileProgressText(progress)}
      </p>
    </div>
  );
};
