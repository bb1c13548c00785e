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
      {/* Drawn by the stylesheet (a mask), not an inline SVG: a page of cards repeats it dozens of times. */}
      <span className={styles.icon} aria-hidden="true" />
    </button>
  );
};
