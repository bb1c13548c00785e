import { LastSeenProducts } from '@more/core';
import { useEffect } from 'react';
import { useService } from '../../shared/services';
import { useCustomer } from '../../shared/use-customer';
import { useStore } from '../../shared/use-store';
import { ProductCarousel } from '../../shared/product/ProductCarousel';
import blockStyles from '../../shared/HomeBlock.module.css';
import styles from './LastSeenCarousel.module.css';

/**
 * "last seen products" (document 1 §2; 8, document 2 §9). Personal: nothing on the server; a
 * customer's list loads after hydration, a guest (and an empty history) sees no block at all.
 */
export const LastSeenCarousel = () => {
  const customer = useCustomer();
  const lastSeen = useService(LastSeenProducts);
  const state = useStore(lastSeen);

  useEffect(() => {
    if (customer) lastSeen.load();
  }, [customer, lastSeen]);

  if (!customer || state.status === 'failed' || (state.status === 'ready' && state.value.length === 0)) return null;
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
