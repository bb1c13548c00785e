import { type ProductDetail, Wishlist, failureText, productHref, whatsappShareLink } from '@more/core';
import { useState } from 'react';
import { useService } from '../../shared/services';
import { useHydrated } from '../../shared/use-hydrated';
import { useStore } from '../../shared/use-store';
import styles from './ProductDetail.module.css';

/**
 * The wishlist heart (a guest's list on the device, a customer's on the
 * server: the Wishlist use case decides) and sharing: to WhatsApp with the
 * product's name and link, or the link copied.
 */
export const ShareAndWish = ({ detail }: { readonly detail: ProductDetail }) => {
  const hydrated = useHydrated();
  const wishlist = useService(Wishlist);
  const state = useStore(wishlist);
  const [copied, setCopied] = useState<string | null>(null);
  // The hearts are personal: the server's HTML shows them off, hydration fills them in.
  const wished = hydrated && state.productIds.includes(detail.id);
  const pending = state.pending.includes(detail.id);
  const url = hydrated ? `${window.location.origin}${productHref(detail)}` : productHref(detail);

  const copy = () => {
    navigator.clipboard.writeText(url).then(
      () => setCopied('Tautan disalin'),
      () => setCopied('Tautan tidak dapat disalin'),
    );
  };

  return (
    <div className="row-2">
      <button
        type="button"
        className={styles.wishButton}
        aria-pressed={wished}
        aria-busy={pending || undefined}
        data-testid="detail-wishlist"
        onClick={() => void wishlist.toggle(detail.id)}
      >
        <span aria-hidden="true" className={wished ? styles.heartOn : styles.heart}>
          {wished ? '♥' : '♡'}
        </span>
        {wished ? 'Hapus dari Wishlist' : 'Tambah ke Wishlist'}
      </button>
      <a className={styles.shareLink} href={whatsappShareLink(detail.name, url)} target="_blank" rel="noopener noreferrer">
        Bagikan ke WhatsApp
      </a>
      <button type="button" className={styles.shareLink} onClick={copy}>
        Salin Tautan
      </button>
      <span role="status" className={styles.copied}>
        {copied ?? ''}
      </span>
      {state.failure && hydrated && (
        <p className={styles.feedback} role="alert">
          {failureText(state.failure)}
        </p>
      )}
    </div>
  );
};
