import { storePaths } from '@more/core';
import { Link } from 'wouter';
import { AccountMenu } from './AccountMenu';
import { CartMenu } from './CartMenu';
import { ChatLink } from './ChatLink';
import { CategoryMenu } from './CategoryMenu';
import { HeaderDropdownsProvider } from './header-dropdowns';
import styles from './Header.module.css';
import { MenusFailureNotice } from './MenusFailureNotice';
import { MobileMenu } from './MobileMenu';
import { NotificationsMenu } from './NotificationsMenu';
import { SearchBox } from './SearchBox';
import { WishlistLink } from './WishlistLink';

/**
 * The header of every page (document 1 §2, "Shared screen parts"): the logo,
 * the search box, the shopper's icons (wishlist, notifications, cart, profile
 * or login) and the category header menu with its mega-menus; on phones the
 * menu folds into a side panel and the search box takes a row of its own.
 *
 * The server renders it for a guest. The shopper's parts take the same space
 * whoever shops, so filling them in after hydration moves nothing.
 */
export const Header = () => (
  <HeaderDropdownsProvider>
    <header className={styles.header} data-print="hide">
      <div className={`${styles.container} ${styles.bar}`}>
        <div className={styles.menuButton}>
          <MobileMenu />
        </div>
        <Link href={storePaths.home} className={styles.logo} aria-label="MORE Furniture, ke beranda">
          <span className={styles.logoMark}>MORE</span>
          <span className={styles.logoWord}>Furniture</span>
        </Link>
        <div className={styles.search}>
          <SearchBox />
        </div>
        <div className={styles.actions}>
          <WishlistLink />
          <NotificationsMenu />
          <ChatLink />
          <CartMenu />
          <AccountMenu />
        </div>
      </div>
      <CategoryMenu />
      <MenusFailureNotice />
    </header>
  </HeaderDropdownsProvider>
);
