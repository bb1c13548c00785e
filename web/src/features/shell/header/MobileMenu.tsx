import { HEADER_MENU_SKELETON_ITEMS, type PhoneMenuEntry, StoreMenus, phoneMenu } from '@more/core';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useService } from '../../../shared/services';
import { useStore } from '../../../shared/use-store';
import { showroomHours } from '../../../shared/store-promises';
import { useMobileMenu } from './header-dropdowns';
import { ArrowRightIcon, ChevronDownIcon, CloseIcon, MenuIcon } from './icons';
import styles from './MobileMenu.module.css';

/** A folded mega-menu: its links, a room's sub-categories as chips under it. */
const Section = ({ entry }: { entry: Extract<PhoneMenuEntry, { kind: 'section' }> }) => (
  <ul className={styles.subList}>
    {entry.links.map((link) => (
      <li key={link.href}>
        <Link href={link.href} className={entry.id === 'rooms' ? `${styles.subLink} ${styles.room}` : styles.subLink}>
          {link.label}
        </Link>
        {link.chips.length > 0 && (
          <ul className={styles.chips}>
            {link.chips.map((chip) => (
              <li key={chip.href}>
                <Link href={chip.href} className={styles.chip}>
                  {chip.label}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </li>
    ))}
  </ul>
);

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
  // Failed menus: the row's links still lead somewhere, and All Products to the whole list; the other sections have nothing to fold.
  const entries = phoneMenu(state.status === 'ready' ? state.value : { rooms: [], groups: [], brands: [] });
  return (
    <ul className={styles.list}>
      {entries.map((entry) =>
        entry.kind === 'section' && state.status === 'ready' ? (
          <li key={entry.id}>
            <details className={styles.section}>
              <summary className={styles.row}>
                {entry.label}
                <span className={styles.chevron}>
                  <ChevronDownIcon size={18} />
                </span>
              </summary>
              <Section entry={entry} />
            </details>
          </li>
        ) : entry.href !== null ? (
          <li key={entry.href}>
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
