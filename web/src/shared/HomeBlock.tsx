import type { Loadable as LoadableState } from '@more/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Loadable } from './Loadable';
import { type ServiceId, useService } from './services';
import { type Store, useStore } from './use-store';
import styles from './HomeBlock.module.css';

/** What a block shows: a use case's state, and `load()` again for "Coba Lagi". */
interface BlockSource<T> extends Store<LoadableState<T>> {
  load(): void;
}

interface Props<T> {
  readonly id: string;
  /** The use case the block shows (HomeCategories, FlashSaleBoard…): the block reads it from the container and retries with it. */
  readonly of: ServiceId<BlockSource<T>>;
  /** The block's visible heading; null for a block that is its own picture (banners). */
  readonly title: string | null;
  readonly subtitle?: string;
  /** Names a block without a visible heading for screen readers. */
  readonly label?: string;
  /** Where the block's "Lihat Semua" beside the heading leads: the whole list the block shows a part of. */
  readonly seeAll?: string;
  /** What the failure message says cannot be shown, e.g. "Kategori belum dapat ditampilkan." */
  readonly failure: string;
  readonly skeleton: ReactNode;
  /** A block with nothing to show leaves the page, heading and all. */
  readonly isEmpty?: (value: T) => boolean;
  readonly className?: string;
  readonly children: (value: T) => ReactNode;
}

/** One block of a content page (the home page's rows) with its heading, its own placeholder, failure message ("Coba Lagi") and empty state. */
export const HomeBlock = <T,>({ id, of, title, subtitle, label, seeAll, failure, skeleton, isEmpty, className, children }: Props<T>) => {
  const source = useService(of);
  const state = useStore(source);
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
          {seeAll && (
            <Link href={seeAll} className={styles.seeAll}>
              Lihat Semua
            </Link>
          )}
        </div>
      )}
      <Loadable state={state} skeleton={skeleton} failure={failure} onRetry={() => source.load()}>
        {children}
      </Loadable>
    </section>
  );
};
