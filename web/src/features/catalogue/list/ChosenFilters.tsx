import { type FilterChip, type ProductFilter, resetPanel } from '@more/core';
import { ListLink } from './ListLink';
import styles from './ProductListing.module.css';

interface Props {
  readonly filter: ProductFilter;
  readonly chips: readonly FilterChip[];
  /** The filter bar's placeholder height while page 1 loads; null once the list is here. */
  readonly skeletonPx: number | null;
  readonly hrefFor: (filter: ProductFilter) => string;
  readonly go: (href: string) => void;
}

/** The filters chosen, each a link that drops it, and "Reset Filter"; a bar-shaped placeholder while page 1 loads. */
export const ChosenFilters = ({ filter, chips, skeletonPx, hrefFor, go }: Props) => {
  if (skeletonPx) return <div className={styles.filterBarSkeleton} style={{ height: skeletonPx }} data-testid="filter-bar-skeleton" />;
  if (chips.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label="Filter yang dipilih">
      {chips.map((chip) => (
        <li key={chip.key}>
          <ListLink href={hrefFor(chip.without)} go={go} className={styles.chip} label={`Hapus filter ${chip.label}`}>
            {chip.label}
            <span aria-hidden="true"> ×</span>
          </ListLink>
        </li>
      ))}
      <li>
        <ListLink href={hrefFor(resetPanel(filter))} go={go} className={styles.resetChips}>
          Reset Filter
        </ListLink>
      </li>
    </ul>
  );
};
