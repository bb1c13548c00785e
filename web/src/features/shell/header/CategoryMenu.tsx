import {
  type CategoryHeaderMenuEntry,
  HEADER_MENU_SKELETON_ITEMS,
  StoreMenus,
  type StoreMenusContent,
  categoryHeaderMenu,
  failureText,
} from '@more/core';
import { Link } from 'wouter';
import { useService } from '../../../shared/services';
import { useStore } from '../../../shared/use-store';
import { showroomHours } from '../../../shared/store-promises';
import styles from './CategoryMenu.module.css';
import { useHeaderDropdown } from './header-dropdowns';
import { ChevronDownIcon } from './icons';
import { AllProductsPanel, BrandsPanel, RoomsPanel } from './menu-panels';
import { closeOnLink } from './close-on-link';

type DropdownEntry = Extract<CategoryHeaderMenuEntry, { kind: 'dropdown' }>;

const MegaMenu = ({ entry, menus }: { entry: DropdownEntry; menus: StoreMenusContent }) => {
  const { expanded, panelId, close, wrapperProps, buttonProps } = useHeaderDropdown(entry.id);
  return (
    <li className={styles.entry} {...wrapperProps}>
      <button {...buttonProps} className={styles.item}>
        {entry.label}
        <span className={styles.chevron}>
          <ChevronDownIcon />
        </span>
      </button>
      {/* In the HTML even when closed, so the menus' links are there without JavaScript too. */}
      <div id={panelId} className={styles.panel} hidden={!expanded} onClick={closeOnLink(close)}>
        <div className={styles.panelInner}>
          {entry.id === 'all-products' && <AllProductsPanel groups={menus.groups} />}
          {entry.id === 'rooms' && <RoomsPanel rooms={menus.rooms} />}
          {entry.id === 'brands' && <BrandsPanel brands={menus.brands} />}
        </div>
      </div>
    </li>
  );
};

/**
 * The category header menu on wide screens (document 1 §2): All Products,
 * Paket Hemat, MOREVERSE, Layanan Desain Interior, Ruangan and Brand, the
 * three mega-menus as disclosure buttons. While the menus load it shows 5
 * skeleton items; if they fail, the plain links stay and a quiet retry
 * replaces the mega-menus, so the page around it is never broken.
 */
export const CategoryMenu = () => {
  const storeMenus = useService(StoreMenus);
  const state = useStore(storeMenus);
  const loading = state.status === 'idle' || state.status === 'loading';
  return (
    <nav className={styles.nav} aria-label="Kategori produk" aria-busy={loading || undefined}>
      <div className={styles.container}>
        {loading ? (
          <ul className={styles.items}>
            {Array.from({ length: HEADER_MENU_SKELETON_ITEMS }, (_, index) => (
              <li key={index} className={styles.skeleton} data-testid="header-menu-skeleton" />
            ))}
          </ul>
        ) : (
          <ul className={styles.items}>
            {categoryHeaderMenu.map((entry) =>
              entry.kind === 'dropdown' && state.status === 'ready' ? (
                <MegaMenu key={entry.id} entry={entry} menus={state.value} />
              ) : entry.href !== null ? (
                <li key={entry.label} className={styles.entry}>
                  <Link href={entry.href} className={styles.item}>
                    {entry.label}
                  </Link>
                </li>
              ) : null,
            )}
          </ul>
        )}
        {state.status === 'failed' && (
          <p className={styles.quietFailure}>
            Menu kategori belum termuat. {failureText(state.failure)}
            <button type="button" className={styles.retry} onClick={() => void storeMenus.load()}>
              Coba lagi
            </button>
          </p>
        )}
        <p className={styles.hours}>
          <strong>Showroom</strong> {showroomHours}
        </p>
      </div>
    </nav>
  );
};
