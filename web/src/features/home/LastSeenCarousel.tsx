import { LastSeenProducts } from '@more/core';
import { useEffect } from 'react';
import { useService } from '../../shared/services';
import { useCustomer } from '../../shared/use-customer';
import { useStore } from '../../shared/use-store';
import { ProductCarousel } from '../../shared/product/ProductCarousel';
import blockStyles from '../../shared/HomeBlock.module.css';
import styles from './LastSeenCarousel.module.css';

/**
 * "last seen products" (document 1 §2; 8, document 2 §9). Personal: nothing on the server, whose
 * guest pages are cached publicly. After hydration a customer's list loads from the API (its
 * skeleton holds the place meanwhile) and a guest's is read from the device (issue 40); a guest
 * sees the block only once it has cards, so a guest without history sees nothing, never a
 * skeleton that vanishes. The block sits far below the first screen, where its arrival moves
 * nothing the shopper sees. An empty history or a failed call leaves the block out.
 */
export const LastSeenCarousel = () => {
  const customer = useCustomer();
  const lastSeen = useService(LastSeenProducts);
  const state = useStore(lastSeen);

  // After hydration only, for a guest too: the device's history must never reach the server's HTML.
  useEffect(() => {
    lastSeen.load();
  }, [customer, lastSeen]);

  if (state.status === 'failed' || (state.status === 'ready' && state.value.length === 0)) return null;
  if (!customer && state.status !== 'ready') return null;
  return (
    <section className={blockStyles.block} aria-labelledby="last-seen-title" data-testid="home-last-seen">
      <div className={blockStyles.heading}>
        <h2 id="last-seen-title" className={blockStyles.title}>
          Terakhir Dilihat
        </h2>
      </div>
      {state.status === 'ready' ? (
        <ProductCarousel cards={state.value} label="Produk terakhir dilihat" />
      ) : (
        <div role="status" aria-busy="true" aria-label="Mohon menunggu.." className={styles.skeleton} />
      )}
    </section>
  );
};
