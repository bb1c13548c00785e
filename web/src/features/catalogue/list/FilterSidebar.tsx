import { type FilterOptions, type FilterPanelView, type Loadable, type ProductFilter, failureText } from '@more/core';
import { FilterPanel } from './FilterPanel';
import styles from './ProductListing.module.css';

interface Props {
  readonly filter: ProductFilter;
  /** The panel once its choices are here; null until then. */
  readonly panel: FilterPanelView | null;
  readonly options: Loadable<FilterOptions>;
  readonly onChange: (filter: ProductFilter) => void;
  readonly onRetry: () => void;
}

/**
 * The desktop's filters beside the list. Its choices failing is said small,
 * in the column: the list beside it is still of use.
 */
export const FilterSidebar = ({ filter, panel, options, onChange, onRetry }: Props) => (
  <aside className={styles.side} aria-labelledby="filter-samping-judul">
    <h2 id="filter-samping-judul" className={styles.sideTitle}>
      Filter
    </h2>
    {panel && <FilterPanel view={panel} filter={filter} onChange={onChange} idPrefix="side" />}
    {options.status === 'failed' && (
      <div className={styles.smallProblem}>
        <p>Pilihan filter belum dapat ditampilkan. {failureText(options.failure)}</p>
        <button type="button" className={styles.retry} onClick={onRetry}>
          Coba Lagi
        </button>
      </div>
    )}
  </aside>
);
