import {
  type ProductFilter,
  type ProductListState,
  ListFilterOptions,
  ProductList,
  StoreMenus,
  emptyListView,
  failureText,
  filterChips,
  filterPanelView,
  listSortOptions,
  productListSkeleton,
  resetPanel,
  resultCountText,
  sameListFilter,
  withSort,
} from '@more/core';
import { type MouseEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useService } from '../../../shared/services';
import { useHydrated } from '../../../shared/use-hydrated';
import { useObservable } from '../../../shared/use-store';
import { ProductGrid, ProductGridSkeleton } from '../../../shared/product/ProductGrid';
import { FilterPanel } from './FilterPanel';
import { FilterSheet } from './FilterSheet';
import styles from './ProductListing.module.css';
import { reachedByHistory, saveScroll, savedScroll } from './scroll-memory';
import { takeKeptPlace, useListNavigation, useRawPath, useRawSearch } from './use-list-navigation';
import { FailureNotice } from '../../../shared/FailureNotice';

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

/** How many card skeletons stand below the list while the next page loads: one row on a desktop. */
const MORE_SKELETONS = 4;
/** How far before the end of the list scrolling asks for the next page. */
const LOAD_MORE_MARGIN = '0px 0px 600px 0px';

const firstPageLoading = (filter: ProductFilter): ProductListState => ({
  filter,
  products: [],
  page: 0,
  totalPages: 0,
  total: 0,
  hasMore: false,
  status: 'loading-first-page',
});

/** A link that navigates in place (keeping the shopper's place) and still works without JavaScript. */
const ListLink = ({ href, go, className, children, label }: { href: string; go: (href: string) => void; className: string | undefined; children: ReactNode; label?: string }) => (
  <a
    href={href}
    className={className}
    aria-label={label}
    onClick={(event: MouseEvent<HTMLAnchorElement>) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      go(href);
    }}
  >
    {children}
  </a>
);

/**
 * A product list with its filters (document 1 §2 "/products/{filter?}", §4
 * "Product list"): the filter lives in the address, so every change is a
 * navigation the shopper can share and go Back from. Page 1 replaces, "Muat
 * Lebih Banyak" (or scrolling near the end) appends the next 12.
 */
export const ProductListing = ({ filter, hrefFor, children, label }: Props) => {
  const list = useService(ProductList);
  const rawState = useObservable(list.state$, list.current);
  const optionsStore = useService(ListFilterOptions);
  const options = useObservable(optionsStore.state$, optionsStore.current);
  const menusStore = useService(StoreMenus);
  const menus = useObservable(menusStore.state$, menusStore.current);
  const hydrated = useHydrated();
  const go = useListNavigation();
  const rawPath = useRawPath();
  const rawSearch = useRawSearch();
  const address = `${rawPath}${rawSearch ? `?${rawSearch}` : ''}`;
  const [sheetOpen, setSheetOpen] = useState(false);
  const end = useRef<HTMLDivElement>(null);

  // The list on screen belongs to this address only once it shows this filter.
  const state = sameListFilter(rawState.filter, filter) ? rawState : firstPageLoading(filter);
  const filterKey = hrefFor(filter);

  useEffect(() => {
    list.show(filter);
    void optionsStore.ensureLoaded();
    // filterKey stands for the filter: a new object of the same filter asks for nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list, optionsStore, filterKey]);

  // Where the shopper is, kept for Back.
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => saveScroll(address, { y: window.scrollY, pages: list.current.page }));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [address, list]);

  // A filter changed on this page: back to where the shopper was, focus on the box just ticked.
  useEffect(() => {
    const place = takeKeptPlace(address);
    if (!place) return;
    const frame = requestAnimationFrame(() => {
      window.scrollTo(0, place.scrollY);
      const target = place.focusId ? document.getElementById(place.focusId) : null;
      (target ?? document.getElementById('daftar-produk'))?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [address]);

  // Back to this list: as many pages as were shown, then the scroll position.
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current || !hydrated || state.status !== 'ready' || !reachedByHistory()) return;
    const saved = savedScroll(address);
    if (!saved) {
      restored.current = true;
      return;
    }
    if (state.page < saved.pages && state.hasMore) {
      list.loadMore();
      return;
    }
    restored.current = true;
    // After the frame's own scroll to the top on a new path.
    const frame = requestAnimationFrame(() => window.scrollTo(0, saved.y));
    return () => cancelAnimationFrame(frame);
  }, [address, hydrated, list, state.status, state.page, state.hasMore]);

  // Scrolling near the end asks for the next page, as the button does.
  useEffect(() => {
    const element = end.current;
    if (!element || !hydrated || state.status !== 'ready' || !state.hasMore || typeof IntersectionObserver === 'undefined') return;
    // Only the end coming into view counts: an end already in view when a page lands (a short
    // list, a view the browser moved) waits for the shopper to scroll or press the button.
    let first = true;
    const observer = new IntersectionObserver((entries) => {
      const inView = entries.some((entry) => entry.isIntersecting);
      const arrived = inView && !first;
      first = false;
      if (arrived) list.loadMore();
    }, { rootMargin: LOAD_MORE_MARGIN });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hydrated, list, state.status, state.hasMore, state.page]);

  // "Muat Lebih Banyak" hands the focus on to the first new card: a focused button moving down
  // as cards land above it would drag the view along (Chrome anchors scrolling on the focus).
  const results = useRef<HTMLElement>(null);
  const focusFrom = useRef<number | null>(null);
  const cardLink = (index: number) => results.current?.querySelectorAll<HTMLElement>('[data-testid="product-card"] a')[index] ?? null;
  const loadMore = () => {
    focusFrom.current = state.products.length;
    cardLink(state.products.length - 1)?.focus({ preventScroll: true });
    list.loadMore();
  };
  useEffect(() => {
    if (focusFrom.current === null || state.status === 'loading-more') return;
    if (state.status === 'ready') cardLink(focusFrom.current)?.focus({ preventScroll: true });
    focusFrom.current = null;
  }, [state.status, state.page]);

  // No scroll anchoring on a list page: Chrome anchors on parts of the frame below the list (the
  // footer, the fixed bars) and follows them down as pages land, past the new cards to the end
  // again, where scrolling asks for yet another page. Nothing above the view changes size here
  // (images are sized, the page's own parts are placed before they fill), so nothing is lost.
  useEffect(() => {
    const root = document.documentElement;
    root.style.overflowAnchor = 'none';
    return () => {
      root.style.removeProperty('overflow-anchor');
    };
  }, []);

  const optionValues = options.status === 'ready' ? options.value : null;
  const panel = optionValues ? filterPanelView(filter, optionValues) : null;
  const chips = filterChips(filter, optionValues, menus.status === 'ready' ? menus.value.groups : []);
  const skeleton = productListSkeleton(state.status, state.status === 'loading-more' ? MORE_SKELETONS : undefined);
  const activeCount = panel?.activeCount ?? chips.length;
  const failedFirst = state.status === 'failed' && state.products.length === 0;
  const empty = state.status === 'ready' && state.products.length === 0;

  return (
    <div className={styles.listing}>
      {children}
      <div className={styles.toolbar}>
        <p className={styles.count} role="status" data-testid="result-count">
          {state.status === 'ready' || state.status === 'loading-more' || (state.status === 'failed' && state.page > 0) ? resultCountText(state.total) : ''}
        </p>
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.filterButton}
            onClick={() => setSheetOpen(true)}
            aria-haspopup="dialog"
            disabled={!hydrated || !optionValues}
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
            <select
              id="urutan-produk"
              value={filter.type ?? ''}
              onChange={(event) => go(hrefFor(withSort(filter, event.target.value)))}
              data-testid="sort-select"
            >
              {listSortOptions(filter.type).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>

      <div className={styles.columns}>
        <aside className={styles.side} aria-labelledby="filter-samping-judul">
          <h2 id="filter-samping-judul" className={styles.sideTitle}>
            Filter
          </h2>
          {panel && <FilterPanel view={panel} filter={filter} onChange={(next) => go(hrefFor(next))} idPrefix="side" />}
          {options.status === 'failed' && (
            <div className={styles.smallProblem}>
              <p>Pilihan filter belum dapat ditampilkan. {failureText(options.failure)}</p>
              <button type="button" className={styles.retry} onClick={() => void optionsStore.load()}>
                Coba Lagi
              </button>
            </div>
          )}
        </aside>

        <section className={styles.results} aria-labelledby="daftar-produk" ref={results}>
          <h2 id="daftar-produk" className="visually-hidden" tabIndex={-1}>
            {label}
          </h2>
          {skeleton?.filterBarPx ? (
            <div className={styles.filterBarSkeleton} style={{ height: skeleton.filterBarPx }} data-testid="filter-bar-skeleton" />
          ) : (
            chips.length > 0 && (
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
            )
          )}

          {state.products.length > 0 && <ProductGrid cards={state.products} label={label} />}
          {skeleton && <div className={state.products.length > 0 ? styles.more : undefined}><ProductGridSkeleton count={skeleton.cards} /></div>}

          {failedFirst && state.status === 'failed' && (
            <FailureNotice title="Produk belum dapat ditampilkan." failure={state.failure} onRetry={() => list.retry()} />
          )}

          {empty && <EmptyList filter={filter} go={go} />}

          {state.status === 'failed' && !failedFirst && (
            <FailureNotice title="Produk berikutnya belum dapat dimuat." failure={state.failure} onRetry={() => list.retry()} testId="load-more-failure" />
          )}

          <div ref={end} className={styles.end} />
          {state.hasMore && (state.status === 'ready' || state.status === 'loading-more') && (
            <div className={styles.loadMore}>
              <button type="button" className={styles.primary} onClick={loadMore} disabled={state.status === 'loading-more'} data-testid="load-more">
                Muat Lebih Banyak
              </button>
            </div>
          )}
        </section>
      </div>

      {sheetOpen && optionValues && (
        <FilterSheet
          filter={filter}
          options={optionValues}
          onClose={() => setSheetOpen(false)}
          onApply={(next) => {
            setSheetOpen(false);
            go(hrefFor(next));
          }}
        />
      )}
    </div>
  );
};

const EmptyList = ({ filter, go }: { filter: ProductFilter; go: (href: string) => void }) => {
  const view = emptyListView(filter);
  return (
    <div className={styles.empty} data-testid="empty-list">
      <p className={styles.emptyTitle}>{view.title}</p>
      <p>{view.message}</p>
      {view.tips.length > 0 && (
        <ul className={styles.tips}>
          {view.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      )}
      <div className={styles.emptyActions}>
        {view.actions.map((action) => (
          <ListLink key={action.label} href={action.href} go={go} className={styles.emptyAction}>
            {action.label}
          </ListLink>
        ))}
      </div>
    </div>
  );
};
