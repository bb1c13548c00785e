import { ProductImage } from '../../../shared/product/ProductImage';
import { idle, type ProductDetail, ProductInspirations } from '@more/core';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { useService } from '../../../shared/services';
import { useHydrated } from '../../../shared/use-hydrated';
import { useStore } from '../../../shared/use-store';
import styles from './extras.module.css';
import { Loadable } from '../../../shared/Loadable';
import { useNearScreen } from '../../../shared/use-near-screen';

/** "Inspirasi" for the product: its room's newest inspirations, each a card linking to its page. */
export const InspirationCards = ({ product }: { product: ProductDetail }) => {
  const inspirations = useService(ProductInspirations);
  const held = useStore(inspirations);
  // Until the effect below has told core of this product, what is held is another product's.
  const state = inspirations.productId === product.id ? held : idle;
  const hydrated = useHydrated();
  const [ref, near] = useNearScreen();

  useEffect(() => {
    inspirations.showProduct(product);
    if (hydrated && near) void inspirations.ensureLoaded();
  }, [inspirations, product, hydrated, near]);

  if (state.status === 'ready' && state.value.length === 0) return null;
  return (
    <section ref={ref} className={styles.section} aria-labelledby="product-inspiration-title" data-testid="product-inspirations">
      <h2 id="product-inspiration-title" className={styles.sectionTitle}>
        Inspirasi
      </h2>
      <Loadable
        state={state}
        skeleton={
          <div className={styles.inspirations} role="status" aria-busy="true" aria-label="Mohon menunggu..">
            {[0, 1, 2, 3].map((n) => (
              <div key={n} className={styles.inspirationSkeleton} />
            ))}
          </div>
        }
        skeletonIsStatus
        failure="Inspirasi belum dapat ditampilkan."
        onRetry={() => void inspirations.load()}
      >
        {(cards) => (
          <ul className={styles.inspirations}>
            {cards.map((card) => (
              <li key={card.id}>
                <Link href={card.href} className={styles.inspiration} data-testid="inspiration-card">
                  <ProductImage slot="inspirationTile" image={{ url: card.imageUrl, alt: '' }} className={styles.inspirationImage} decorative />
                  <span className={styles.inspirationRoom}>{card.roomName}</span>
                  <span className={styles.inspirationTitle}>{card.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Loadable>
    </section>
  );
};
