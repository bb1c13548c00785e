import { idle, type ProductDetail, RelatedProducts, type RelatedListKind, relatedListKinds, relatedListTitles, RELATED_PRODUCTS_LIMIT } from '@more/core';
import { useEffect } from 'react';
import { useService } from '../../../shared/services';
import { useHydrated } from '../../../shared/use-hydrated';
import { useStore } from '../../../shared/use-store';
import { ProductCardSkeleton } from '../../../shared/product/ProductCardSkeleton';
import { ProductCarousel } from '../../../shared/product/ProductCarousel';
import styles from './extras.module.css';
import { Loadable } from '../../../shared/Loadable';
import { useNearScreen } from '../../../shared/use-near-screen';

const ids: Readonly<Record<RelatedListKind, string>> = {
  related: 'related-products-title',
  bundles: 'other-bundles-title',
  recommended: 'recommended-products-title',
};

/** One carousel under the product: asked for when scrolled near, hidden when empty. */
const RelatedCarousel = ({ product, kind }: { product: ProductDetail; kind: RelatedListKind }) => {
  const related = useService(RelatedProducts);
  const lists = useStore(related);
  // Until the effect below has told core of this product, the lists held are another product's.
  const state = related.productId === product.id ? lists[kind] : idle;
  const hydrated = useHydrated();
  const [ref, near] = useNearScreen();

  useEffect(() => {
    related.showProduct(product);
    if (hydrated && near) void related.ensureLoaded(kind);
  }, [related, product, kind, hydrated, near]);

  if (state.status === 'ready' && state.value.length === 0) return null;
  const title = relatedListTitles[kind];
  return (
    // A plain block: the carousel inside is the region, named by the same title.
    <div ref={ref} className={styles.section} data-testid={`related-${kind}`}>
      <h2 id={ids[kind]} className={styles.sectionTitle}>
        {title}
      </h2>
      <Loadable
        state={state}
        skeleton={
          <div className={styles.cardsSkeleton} role="status" aria-busy="true" aria-label="Mohon menunggu..">
            {Array.from({ length: Math.min(5, RELATED_PRODUCTS_LIMIT) }, (_, index) => (
              <ProductCardSkeleton key={index} />
            ))}
          </div>
        }
        skeletonIsStatus
        failure={`${title} belum dapat ditampilkan.`}
        onRetry={() => void related.load(kind)}
      >
        {(cards) => <ProductCarousel cards={cards} label={title} />}
      </Loadable>
    </div>
  );
};

/** Related (8), other bundles (5) and recommended (5), each a carousel of its own. */
export const RelatedCarousels = ({ product }: { product: ProductDetail }) => (
  <>
    {relatedListKinds.map((kind) => (
      <RelatedCarousel key={kind} product={product} kind={kind} />
    ))}
  </>
);
