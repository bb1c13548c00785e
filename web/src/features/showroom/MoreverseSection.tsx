import type { ShowroomSection } from '@more/core';
import { type ReactNode, useEffect } from 'react';
import { Loadable } from '../../shared/Loadable';
import { useStore } from '../../shared/use-store';
import styles from './Showroom.module.css';

/**
 * One titled section of /moreverse, read by its own call (`moreverse/…`): `name` gives its title's
 * id and its test ids (`moreverse-{name}`); a failure is said in place with its "Coba Lagi".
 */
export const MoreverseSection = <T,>({
  section,
  name,
  title,
  skeleton,
  busyLabel,
  failure,
  extra,
  children,
}: {
  readonly section: ShowroomSection<T>;
  readonly name: string;
  readonly title: ReactNode;
  readonly skeleton: ReactNode;
  readonly busyLabel: string;
  readonly failure: string;
  /** After the section's own content (the reminders under the activities). */
  readonly extra?: ReactNode;
  readonly children: (value: T) => ReactNode;
}) => {
  // Reached by a link the server did not render: the section asks for itself (a failure waits for "Coba Lagi").
  useEffect(() => {
    if (section.current.status === 'idle') void section.ensureLoaded();
  }, [section]);
  const state = useStore(section);
  return (
    <section aria-labelledby={`moreverse-${name}-title`} className={styles.section} data-testid={`moreverse-${name}`}>
      <h2 id={`moreverse-${name}-title`} className={styles.sectionTitle}>
        {title}
      </h2>
      <Loadable state={state} skeleton={skeleton} busyLabel={busyLabel} failure={failure} onRetry={() => void section.load()} testId={`moreverse-${name}`}>
        {children}
      </Loadable>
      {extra}
    </section>
  );
};
