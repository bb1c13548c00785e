import type { Loadable as LoadableState } from '@more/core';
import type { ReactNode } from 'react';
import { Loadable } from './Loadable';
import styles from './HomeBlock.module.css';

interface Props<T> {
  readonly id: string;
  readonly state: LoadableState<T>;
  /** The block's visible heading; null for a block that is its own picture (banners). */
  readonly title: string | null;
  readonly subtitle?: string;
  /** Names a block without a visible heading for screen readers. */
  readonly label?: string;
  /** Beside the heading: "Lihat Semua" and the like. */
  readonly action?: ReactNode;
  /** What the failure message says cannot be shown, e.g. "Kategori belum dapat ditampilkan." */
  readonly failure: string;
  readonly onRetry: () => void;
  readonly skeleton: ReactNode;
  /** A block with nothing to show leaves the page, heading and all. */
  readonly isEmpty?: (value: T) => boolean;
  readonly className?: string;
  readonly children: (value: T) => ReactNode;
}

/** One block of a content page (the home page's rows) with its heading, its own placeholder, failure message ("Coba Lagi") and empty state. */
export const HomeBlock = <T,>({ id, state, title, subtitle, label, action, failure, onRetry, skeleton, isEmpty, className, children }: Props<T>) => {
  if (state.status === 'ready' && isEmpty?.(state.value)) return null;
  const titleId = `${id}-title`;
  return (
    <section
      className={[styles.block, className].filter(Boolean).join(' ')}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : label}
      data-testid={id}
    >
      {title && (
        <div className={styles.heading}>
          <div>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          </div>
          {action}
        </div>
      )}
      <Loadable state={state} skeleton={skeleton} failure={failure} onRetry={onRetry}>
        {children}
      </Loadable>
    </section>
  );
};
