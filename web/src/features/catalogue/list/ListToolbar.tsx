import { type ProductFilter, listSortOptions, withSort } from '@more/core';
import styles from './ProductListing.module.css';

interface Props {
  readonly filter: ProductFilter;
  /** "N produk", or '' until the list's total is known. */
  readonly countText: string;
  /** How many filters are chosen: the Filter button's badge. */
  readonly activeCount: number;
  /** The Filter button opens the sheet once the page runs and the choices are here. */
  readonly canFilter: boolean;
  readonly onOpenFilter: () => void;
  /** Goes to the list of a changed filter (the sort). */
  readonly onChange: (filter: ProductFilter) => void;
}

/** Above the list: how many products match (announced as it changes), the Filter button and the sort. */
export const ListToolbar = ({ filter, countText, activeCount, canFilter, onOpenFilter, onChange }: Props) => (
  <div className={styles.toolbar}>
    <p className={styles.count} role="status" data-testid="result-count">
      {countText}
    </p>
    <div className={styles.controls}>
      <button
        type="button"
        className={styles.filterButton}
        onClick={onOpenFilter}
        aria-haspopup="dialog"
        disabled={!canFilter}
        aria-label={activeCount > 0 ? `Filter, ${activeCount} dipilih` : 'Filter'}
        data-testid="filter-button"
      >
        Filter
        {activeCount > 0 && (
          <span className={styles.badge} aria-hidden="true">
            {activeCount}
          </span>
        )}
      </button>
      <label className={styles.sort}>
        <span>Urutkan</span>
        <select id="urutan-produk" value={filter.type ?? ''} onChange={(event) => onChange(withSort(filter, event.target.value))} data-testid="sort-select">
          {listSortOptions(filter.type).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
    </div>
  </div>
);
