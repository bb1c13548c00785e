import { Wishlist } from '@more/core';
import { useService } from '../services';
import { useHydrated } from '../use-hydrated';
import { useStore } from '../use-store';
import styles from './WishHeart.module.css';

/**
 * The heart on a product card: the frame's Wishlist decides (a guest's list on
 * the device, a customer's on the server), so every heart, the header's count
 * and the wishlist page change together. Personal, so off until hydrated.
 */
export const WishHeart = ({ productId, productName }: { readonly productId: number; readonly productName: string }) => {
  const hydrated = useHydrated();
  const wishlist = useService(Wishlist);
  const state = useStore(wishlist);
  const wished = hydrated && state.productIds.includes(productId);
  const pending = state.pending.includes(productId);
  return (
    <button
      type="button"
      className={wished ? styles.heartOn : styles.heart}
      aria-pressed={wished}
      aria-busy={pending || undefined}
      aria-label={`Wishlist ${productName}`}
      data-testid="card-wishlist"
      onClick={() => void wishlist.toggle(productId)}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.4 4.5 7 4.5c2 0 3.5 1.1 5 3 1.5-1.9 3-3 5-3 3.6 0 5.6 3.5 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2Z" />
      </svg>
    </button>
  );
};
