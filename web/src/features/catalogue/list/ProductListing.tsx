import { type ProductFilter, ListFilterOptions, ProductList, StoreMenus, filterChips, filterPanelView, productListScreen } from '@more/core';
import { type ReactNode, useEffect, useState } from 'react';
import { useService } from '../../../shared/services';
import { useHydrated } from '../../../shared/use-hydrated';
import { useStore } from '../../../shared/use-store';
import { ChosenFilters } from './ChosenFilters';
import { FilterSheet } from './FilterSheet';
import { FilterSidebar } from './FilterSidebar';
import { ListGrid } from './ListGrid';
import { ListToolbar } from './ListToolbar';
import styles from './ProductListing.module.css';
import { useListPlace } from './use-list-place';
import { useListNavigation, useRawPath, useRawSearch } from './use-list-navigation';
import { useLoadMore } from './use-load-more';

interface Props {
  /** The filter the address stands for. */
  readonly filter: ProductFilter;
  /** Where a changed filter is shown: the product list's address for it. */
  readonly hrefFor: (filter: ProductFilter) => string;
  /** The page's heading and introduction, above the list. */
  readonly children?: ReactNode;
  /** The product grid's name for screen readers. */
  readonly label: string;
}

/**
 * A product list with its filters (document 1 §2 "/products/{filter?}", §4
 * "Product list"): the filter lives in the address, so every change is a
 * navigation the shopper can share and go Back from. Page 1 replaces, "Muat
 * Lebih Banyak" (or scrolling near the end) appends the next 12. What the
 * list shows is core's (productListScreen); this lays it out.
 */
export const ProductListing = ({ filter, hrefFor, children, label }: Props) => {
  const list = useService(ProductList);
  const optionsStore = useService(ListFilterOptions);
  const menusStore = useService(StoreMenus);
  const screen = productListScreen(useStore(list), filter);
  const options = useStore(optionsStore);
  const menus = useStore(menusStore);
  const hydrated = useHydrated();
  const go = useListNavigation();
  const rawPath = useRawPath();
  const rawSearch = useRawSearch();
  const address = `${rawPath}${rawSearch ? `?${rawSearch}` : ''}`;
  const [sheetOpen, setSheetOpen] = useState(false);
  const filterKey = hrefFor(filter);

  useEffect(() => {
    list.show(filter);
    void optionsStore.ensureLoaded();
    // filterKey stands for the filter: a new object of the same filter asks for nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list, optionsStore, filterKey]);

  useListPlace(list, address, screen.state, hydrated);
  const { end, results, loadMore } = useLoadMore(list, screen, hydrated);

  const optionValues = options.status === 'ready' ? options.value : null;
  const panel = optionValues ? filterPanelView(filter, optionValues) : null;
  const chips = filterChips(filter, optionValues, menus.status === 'ready' ? menus.value.groups : []);
  const goTo = (next: ProductFilter) => go(hrefFor(next));

  return (
    <div className={styles.listing}>
      {children}
      <ListToolbar
        filter={filter}
        countText={screen.countText}
        activeCount={panel?.activeCount ?? chips.length}
        canFilter={hydrated && optionValues !== null}
        onOpenFilter={() => setSheetOpen(true)}
        onChange={goTo}
      />

      <div className={styles.columns}>
        <FilterSidebar filter={filter} panel={panel} options={options} onChange={goTo} onRetry={() => void optionsStore.load()} />

        <section className={styles.results} aria-labelledby="daftar-produk" ref={results}>
          <h2 id="daftar-produk" className="visually-hidden" tabIndex={-1}>
            {label}
          </h2>
          <ChosenFilters filter={filter} chips={chips} skeletonPx={screen.skeleton?.filterBarPx ?? null} hrefFor={hrefFor} go={go} />
          <ListGrid screen={screen} filter={filter} label={label} go={go} onRetry={() => list.retry()} onLoadMore={loadMore} end={end} />
        </section>
      </div>

      {sheetOpen && optionValues && (
        <FilterSheet
          filter={filter}
          options={optionValues}
          onClose={() => setSheetOpen(false)}
          onApply={(next) => {
            setSheetOpen(false);
            goTo(next);
          }}
        />
      )}
    </div>
  );
};
