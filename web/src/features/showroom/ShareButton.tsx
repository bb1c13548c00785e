import { useState } from 'react';
import { CopyButton } from '../../shared/CopyButton';
import { useHydrated } from '../../shared/use-hydrated';
import styles from './Showroom.module.css';

/**
 * "Bagikan": the device's share sheet where the browser has one; elsewhere
 * the page's address to copy. The address is the page's own, rendered on the
 * server for whoever opens it. Before hydration the copy form stands (the server
 * cannot know the browser).
 */
export const ShareButton = ({ path, title }: { readonly path: string; readonly title: string }) => {
  const hydrated = useHydrated();
  const [shareFailed, setShareFailed] = useState(false);
  const address = hydrated ? `${window.location.origin}${path}` : path;
  const canShare = hydrated && typeof navigator.share === 'function' && !shareFailed;
  if (canShare) {
    const share = async () => {
      try {
        await navigator.share({ title, url: address });
      } catch (error) {
        // The shopper closing the sheet is no failure; a refused share falls back to copying.
        if (!(error instanceof DOMException && error.name === 'AbortError')) setShareFailed(true);
      }
    };
    return (
      <div className={styles.share}>
        <button type="button" className={styles.secondaryButton} onClick={() => void share()} data-testid="share">
          Bagikan
        </button>
      </div>
    );
  }
  return (
    <div className={styles.share} data-testid="share">
      <span className={styles.shareLabel}>Bagikan:</span>
      <output className={styles.shareAddress} data-testid="share-address">
        {address}
      </output>
      <CopyButton value={address} label="Salin alamat pameran" copiedText="Alamat pameran disalin" />
    </div>
  );
};
