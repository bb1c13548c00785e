import { type Loadable as LoadableState, type PromotionKind, promotionPreview } from '@more/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Loadable } from '../../shared/Loadable';
import styles from './Promotions.module.css';

export interface ShelfSectionProps<T> {
  readonly kind: PromotionKind;
  readonly state: LoadableState<readonly T[]>;
  /** The whole list (/promo/{slug}, under the page's h1), or the first items with a heading and "Lihat Semua" (/promotion). */
  readonly full: boolean;
  readonly onRetry: () => void;
  readonly skeleton: ReactNode;
  readonly children: (items: readonly T[]) => ReactNode;
}

/** A promotion kind's block: heading, then its items, its skeleton, its own failure or its empty text. */
export function ShelfSection<T>({ kind, state, full, onRetry, skeleton, children }: ShelfSectionProps<T>) {
  const body = (
    <KindLoadable kind={kind} state={state} skeleton={skeleton} onRetry={onRetry}>
      {(all) => {
        const items = full ? all : promotionPreview(all);
        return items.length === 0 ? <p className={styles.empty}>{kind.emptyText}</p> : children(items);
      }}
    </KindLoadable>
  );
  return <KindFrame kind={kind} full={full} seeAll={state.status === 'ready' && state.value.length > 0} body={body} />;
}

interface KindLoadableProps<T> {
  readonly kind: PromotionKind;
  readonly state: LoadableState<T>;
  readonly skeleton: ReactNode;
  readonly onRetry: () => void;
  readonly children: (value: T) => ReactNode;
}

/** A promotion list as it loads: its skeleton, its own failure (the others on the page stay), or its items. */
export const KindLoadable = <T,>({ kind, state, skeleton, onRetry, children }: KindLoadableProps<T>) => (
  <Loadable state={state} skeleton={skeleton} failure={`Promo ${kind.title} belum dapat ditampilkan.`} onRetry={onRetry}>
    {children}
  </Loadable>
);

/**
 * The frame around a kind's body: on /promotion a section with its h2 and "Lihat Semua"; on its own page the body
 * under an h2 for screen readers only (the page's h1 names the kind already), so the cards' h3 do not skip a level.
 */
export const KindFrame = ({ kind, full, seeAll, body }: { kind: PromotionKind; full: boolean; seeAll: boolean; body: ReactNode }) => {
  if (full)
    return (
      <div className={styles.full}>
        <h2 className="visually-hidden">Semua Promo {kind.title}</h2>
        {body}
      </div>
    );
  const titleId = `promo-${kind.slug}-title`;
  return (
    <section className={styles.section} aria-labelledby={titleId} id={kind.slug} data-testid={`promo-section-${kind.slug}`}>
      <div className={styles.heading}>
        <div>
          <h2 id={titleId} className={styles.title}>
            {kind.title}
          </h2>
          <p className={styles.subtitle}>{kind.description}</p>
        </div>
        {seeAll && (
          <Link href={kind.href} className={styles.seeAll} aria-label={`Lihat Semua ${kind.title}`}>
            Lihat Semua
          </Link>
        )}
      </div>
      {body}
    </section>
  );
};
