import { Wishlist } from '@more/core';
import { useService } from '../services';
import { useShopperShown } from '../use-customer';
import { useStore } from '../use-store';
import styles from './WishHeart.module.css';

/**
 * The heart on a product card: the frame's Wishlist decides (a guest's list on
 * the device, a customer's on the server), so every heart, the header's count
 * and the wishlist page change together. Personal: off until the shopper's own things show (use-customer.ts).
 */
export const WishHeart = ({ productId, productName }: { readonly productId: number; readonly productName: string }) => {
  const shown = useShopperShown();
  const wishlist = useService(Wishlist);
  const state = useStore(wishlist);
  const wished = shown && state.productIds.includes(productId);
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
