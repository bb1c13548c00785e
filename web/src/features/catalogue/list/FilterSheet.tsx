import { type FilterOptions, type ProductFilter, filterPanelView, resetPanel } from '@more/core';
import { useEffect, useRef, useState } from 'react';
import { FilterPanel } from './FilterPanel';
import styles from './FilterSheet.module.css';

interface Props {
  readonly filter: ProductFilter;
  readonly options: FilterOptions;
  readonly onApply: (filter: ProductFilter) => void;
  readonly onClose: () => void;
}

/**
 * The phone's filter bottom sheet: a modal dialog (the page behind is inert,
 * Escape closes it), holding a draft that "Terapkan" applies and "Reset"
 * clears; closing it otherwise keeps the list as it was. Focus goes back to
 * the Filter button that opened it.
 */
export const FilterSheet = ({ filter, options, onApply, onClose }: Props) => {
  const dialog = useRef<HTMLDialogElement>(null);
  const [draft, setDraft] = useState(filter);

  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (element && !element.open) element.showModal();
    return () => opener?.focus({ preventScroll: true });
  }, []);

  const view = filterPanelView(draft, options);

  return (
    <dialog ref={dialog} className={styles.sheet} aria-labelledby="filter-sheet-title" onClose={onClose} data-testid="filter-sheet">
      <div className={styles.header}>
        <h2 id="filter-sheet-title" className="t-lg">
          Filter
        </h2>
        <button type="button" className={styles.close} aria-label="Tutup filter" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className={styles.body}>
        <FilterPanel view={view} filter={draft} onChange={setDraft} idPrefix="sheet" />
      </div>
      <div className={styles.footer}>
        <button type="button" className={styles.reset} onClick={() => setDraft(resetPanel(draft))}>
          Reset
        </button>
        <button type="button" className="btn" onClick={() => onApply(draft)}>
          Terapkan
        </button>
      </div>
    </dialog>
  );
};
