import { ProfileCompletion, type ProfileProgress, profileProgressText } from '@more/core';
import { useEffect, useId } from 'react';
import { Loadable } from '../../../shared/Loadable';
import { useService } from '../../../shared/services';
import { useStore } from '../../../shared/use-store';
import styles from './ProfileSections.module.css';

/** "Kelengkapan profil" (GET more/user/check): a meter, and what is still missing. */
export const ProfileProgressMeter = () => {
  const completion = useService(ProfileCompletion);
  const state = useStore(completion);
  useEffect(() => {
    void completion.ensureLoaded();
  }, [completion]);

  return (
    <Loadable
      state={state}
      skeleton={<div className={`box ${styles.meterSkeleton}`} data-testid="profile-progress-skeleton" role="status" aria-busy="true" aria-label="Memuat kelengkapan profil" />}
      skeletonIsStatus
      // A line in the profile's column, not a notice: what is missing matters less than the profile itself.
      failure={(_failure, retry) => (
        <div className="box" data-testid="profile-progress">
          <p className={styles.problem} role="alert">
            Kelengkapan profil belum dapat ditampilkan.
          </p>
          <button type="button" className={styles.secondary} onClick={retry}>
            Coba Lagi
          </button>
        </div>
      )}
      onRetry={() => void completion.load()}
    >
      {(progress) => <Meter progress={progress} />}
    </Loadable>
  );
};

const Meter = ({ progress }: { readonly progress: ProfileProgress }) => {
  const labelId = useId();
  return (
    <div className="box" data-testid="profile-progress">
      <div className={styles.meterHead}>
        <span id={labelId} className={styles.sectionTitle}>
          Kelengkapan Profil
        </span>
        <span>{progress.percentage}%</span>
      </div>
      <meter className={styles.meter} min={0} max={100} low={50} high={99} optimum={100} value={progress.percentage} aria-labelledby={labelId} aria-describedby={`${labelId}-missing`}>
        {progress.percentage}%
      </meter>
      <p id={`${labelId}-missing`} className="muted-0">
        {profileProgressText(progress)}
      </p>
    </div>
  );
};
