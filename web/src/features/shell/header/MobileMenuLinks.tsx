import { HEADER_MENU_SKELETON_ITEMS, type PhoneMenuEntry, StoreMenus, type StoreMenusContent, phoneMenu } from '@more/core';
import { Link } from 'wouter';
import { Loadable } from '../../../shared/Loadable';
import { useService } from '../../../shared/services';
import { useStore } from '../../../shared/use-store';
import { ArrowRightIcon, ChevronDownIcon } from './icons';
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

export const MenuLinks = () => {
  const storeMenus = useService(StoreMenus);
  const state = useStore(storeMenus);
  return (
    <Loadable
      state={state}
      skeleton={
        <ul className={styles.list} aria-busy="true">
          {Array.from({ length: HEADER_MENU_SKELETON_ITEMS }, (_, index) => (
            <li key={index} className={styles.skeleton} />
          ))}
        </ul>
      }
      skeletonIsStatus
      // Failed menus: the row's links still lead somewhere, and All Products to the whole list; the other sections have nothing to fold.
      // Why they failed is said under the header (MenusFailureNotice), with its retry.
      failure={() => <Links menus={null} />}
      onRetry={() => void storeMenus.load()}
    >
      {(menus) => <Links menus={menus} />}
    </Loadable>
  );
};

const Links = ({ menus }: { readonly menus: StoreMenusContent | null }) => {
  const entries = phoneMenu(menus ?? { rooms: [], groups: [], brands: [] });
  return (
    <ul className={styles.list}>
      {entries.map((entry) =>
        entry.kind === 'section' && menus ? (
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
