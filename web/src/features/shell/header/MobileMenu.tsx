import {
  HEADER_MENU_SKELETON_ITEMS,
  StoreMenus,
  type StoreMenusContent,
  allProductsHref,
  brandHref,
  categoryGroupHref,
  categoryHeaderMenu,
  roomHref,
  subCategoryHref,
} from '@more/core';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useService } from '../../../shared/services';
import { useStore } from '../../../shared/use-store';
import { showroomHours } from '../../../shared/store-promises';
import { useMobileMenu } from './header-dropdowns';
import { ArrowRightIcon, ChevronDownIcon, CloseIcon, MenuIcon } from './icons';
import styles from './MobileMenu.module.css';

const Section = ({ id, menus }: { id: 'all-products' | 'rooms' | 'brands'; menus: StoreMenusContent }) => {
  switch (id) {
    case 'all-products':
      return (
        <ul className={styles.subList}>
          <li>
            <Link href={allProductsHref()} className={styles.subLink}>
              Lihat semua produk
            </Link>
          </li>
          {menus.groups.map((group) => (
            <li key={group.id}>
              <Link href={categoryGroupHref(group)} className={styles.subLink}>
                {group.name}
              </Link>
            </li>
          ))}
        </ul>
      );
    case 'rooms':
      return (
        <ul className={styles.subList}>
          {menus.rooms.map((room) => (
            <li key={room.id}>
              <Link href={roomHref(room.id)} className={`${styles.subLink} ${styles.room}`}>
                {room.name}
              </Link>
              <ul className={styles.chips}>
                {room.subCategories.map((sub) => (
                  <li key={sub.id}>
                    <Link href={subCategoryHref(room.id, sub.id)} className={styles.chip}>
                      {sub.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      );
    case 'brands':
      return (
        <ul className={styles.subList}>
          {menus.brands.map((brand) => (
            <li key={brand.value}>
              <Link href={brandHref(brand.value)} className={styles.subLink}>
                {brand.label}
              </Link>
            </li>
          ))}
        </ul>
      );
  }
};

const MenuLinks = () => {
  const storeMenus = useService(StoreMenus);
  const state = useStore(storeMenus);
  if (state.status === 'idle' || state.status === 'loading') {
    return (
      <ul className={styles.list} aria-busy="true">
        {Array.from({ length: HEADER_MENU_SKELETON_ITEMS }, (_, index) => (
          <li key={index} className={styles.skeleton} />
        ))}
      </ul>
    );
  }
  return (
    <ul className={styles.list}>
      {categoryHeaderMenu.map((entry) =>
        entry.kind === 'dropdown' && state.status === 'ready' ? (
          <li key={entry.id}>
            <details className={styles.section}>
              <summary className={styles.row}>
                {entry.label}
                <span className={styles.chevron}>
                  <ChevronDownIcon size={18} />
                </span>
              </summary>
              <Section id={entry.id} menus={state.value} />
            </details>
          </li>
        ) : entry.href !== null ? (
          <li key={entry.label}>
            <Link href={entry.href} className={styles.row}>
              {entry.label}
              <ArrowRightIcon size={18} />
            </Link>
          </li>
        ) : null,
      )}
    </ul>
  );
};

/**
 * Below 768 px the category header menu folds into a menu button that opens
 * a panel from the side (a modal dialog: focus stays inside, Escape and the
 * backdrop close it, focus returns to the button).
 */
export const MobileMenu = () => {
  const { open, show, hide } = useMobileMenu();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const dialogId = useId();
  // The panel's links fill in on the first open: the wide screen's menus already carry them in the HTML,
  // and a phone hydrating the same few hundred links twice pays for it in its first second.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    <>
      <button
        type="button"
        className={styles.menuButton}
        aria-label="Buka menu kategori"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={dialogId}
        onClick={show}
        data-testid="mobile-menu-button"
      >
        <MenuIcon />
      </button>
      <dialog
        ref={dialogRef}
        id={dialogId}
        className={styles.drawer}
        aria-label="Menu kategori"
        onClose={hide}
        onClick={(event) => {
          // The dialog itself is hit only on its backdrop: its content fills it.
          if (event.target === event.currentTarget) hide();
          else if (event.target instanceof Element && event.target.closest('a')) hide();
        }}
      >
        <div className={styles.sheet}>
          <div className={styles.head}>
            <span className={styles.title}>Menu</span>
            <button type="button" className={styles.close} aria-label="Tutup menu" onClick={hide}>
              <CloseIcon />
            </button>
          </div>
          <nav aria-label="Kategori produk">
            {opened && <MenuLinks />}
          </nav>
          <p className={styles.hours}>
            Showroom buka
            <br />
            {showroomHours}
          </p>
        </div>
      </dialog>
    </>
  );
};
