import { HEADER_MENU_SKELETON_ITEMS } from '@more/core';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { showroomHours } from '../../../shared/store-promises';
import { useMobileMenu } from './header-dropdowns';
import { CloseIcon, MenuIcon } from './icons';
import styles from './MobileMenu.module.css';

/**
 * The panel's links (core's phoneMenu, each destination once, and their markup) come with the first open:
 * the frame is in the entry of every page, and a shopper who never opens the menu never needs them.
 */
const MenuLinks = lazy(() => import('./MobileMenuLinks').then((module) => ({ default: module.MenuLinks })));

const MenuSkeleton = () => (
  <ul className={styles.list} aria-busy="true">
    {Array.from({ length: HEADER_MENU_SKELETON_ITEMS }, (_, index) => (
      <li key={index} className={styles.skeleton} />
    ))}
  </ul>
);

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
            {opened && (
              <Suspense fallback={<MenuSkeleton />}>
                <MenuLinks />
              </Suspense>
            )}
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
