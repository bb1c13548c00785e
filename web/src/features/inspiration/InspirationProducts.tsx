import { InspirationPurchase, InspirationReader, type ProductSummary, toProductCard, storePaths } from '@more/core';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { Loadable } from '../../shared/Loadable';
import { ProductCard } from '../../shared/product/ProductCard';
import { ProductGridSkeleton } from '../../shared/product/ProductGrid';
import { QuickBuyButton } from '../../shared/product/QuickBuyButton';
import { useService } from '../../shared/services';
import { useStore } from '../../shared/use-store';
import styles from './Inspiration.module.css';

/** One product of the inspiration: its card, and "Tambah ke Keranjang" (one variant) or "Pilih Varian" (its page). */
const ProductWithAction = ({ product }: { readonly product: ProductSummary }) => {
  const purchase = useService(InspirationPurchase);
  const bought = useStore(purchase);
  const note = bought.note?.productId === product.id ? bought.note : null;
  const noteId = `inspiration-note-${product.id}`;
  return (
    <li className="buy-cell" data-testid="inspiration-product">
      <ProductCard card={toProductCard(product)} />
      <div className="stack-1">
        <QuickBuyButton product={product} bought={bought} onAdd={() => void purchase.add(product)} noteId={noteId} addClassName="btn buy-btn" chooseClassName={styles.choose} />
        <p id={noteId} className={note && !note.added ? styles.noteFailed : styles.note} role="status">
          {note?.text}
          {note?.added && (
            <>
              {' · '}
              <Link href={storePaths.cart}>Lihat Keranjang</Link>
            </>
          )}
        </p>
      </div>
    </li>
  );
};

/**
 * "Produk dalam Inspirasi Ini" (`GET uni/product/inspiration/{id}`): the store's product cards,
 * each with its way into the cart. A failure keeps the rest of the page, with its own retry.
 */
export const InspirationProducts = () => {
  const reader = useService(InspirationReader);
  const purchase = useService(InspirationPurchase);
  const products = useStore({ state$: reader.products$, current: reader.currentProducts });
  // What was said beside a product belongs to this visit.
  useEffect(() => () => purchase.forget(), [purchase]);

  if (products.status === 'ready' && products.value.length === 0) return null;
  return (
    <section aria-labelledby="inspiration-products-title" data-testid="inspiration-products">
      <h2 id="inspiration-products-title" className={styles.sectionTitle}>
        Produk dalam Inspirasi Ini
      </h2>
      <p className={styles.sectionLead}>Semua furnitur di foto ini tersedia di MORE Furniture. Masukkan ke keranjang atau pilih variannya.</p>
      <Loadable
        state={products}
        skeleton={<ProductGridSkeleton count={4} />}
        skeletonIsStatus
        failure="Produk dalam inspirasi ini belum dapat ditampilkan."
        onRetry={() => void reader.retryProducts()}
        testId="inspiration-products"
      >
        {(value) => (
          <ul className={styles.products} aria-label="Produk dalam inspirasi ini">
            {value.map((product) => (
              <ProductWithAction key={product.id} product={product} />
            ))}
          </ul>
        )}
      </Loadable>
    </section>
  );
};
