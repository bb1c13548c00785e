import { Wishlist, headerBadgeText, wishlistLinkFor } from '@more/core';
import { Link } from 'wouter';
import { useService } from '../../../shared/services';
import { useShopperShown } from '../../../shared/use-customer';
import { useStore } from '../../../shared/use-store';
import styles from './HeaderActions.module.css';
import { HeartIcon } from './icons';
import { useCustomer } from '../../../shared/use-customer';

/** "There is a wishlist icon" (document 1 §2), with how many products are wished once the browser knows. */
export const WishlistLink = () => {
  const shown = useShopperShown();
  const customer = useCustomer();
  const wishlist = useService(Wishlist);
  const state = useStore(wishlist);
  const count = shown ? state.productIds.length : 0;
  const badge = headerBadgeText(count);
  return (
    <Link
      data-testid="wishlist-link"
      href={wishlistLinkFor(customer !== null)}
      className={styles.iconButton}
      aria-label={count > 0 ? `Wishlist, ${count} produk` : 'Wishlist'}
    >
      <HeartIcon />
      {badge && (
        <span className={styles.badge} aria-hidden="true">
          {badge}
        </span>
      )}
    </Link>
  );
};
