import type { ActivityPhase } from '@more/core';
import { phaseText } from './showroom-clock';
import styles from './Showroom.module.css';

/** Where an activity or exhibition stands; an empty reserved space until the browser's clock is read. */
export const PhaseBadge = ({ phase }: { readonly phase: ActivityPhase | null }) =>
  phase === null ? (
    <span className={styles.phasePending} aria-hidden="true" />
  ) : (
    <span className={`${styles.phase} ${styles[`phase-${phase}`]}`} data-testid="phase" data-phase={phase}>
      {phaseText[phase]}
    </span>
  );
