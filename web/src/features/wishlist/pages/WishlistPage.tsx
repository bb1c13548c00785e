import {
  EMPTY_WISHLIST,
  type Loadable as LoadableState,
  type ProductSummary,
  WISHLIST_SHOP_PATH,
  Wishlist,
  WishlistPurchase,
  type WishlistState,
  failed,
  failureText,
  loading,
  ready,
  toProductCard,
  wishlistHref,
  wishlistPage,
  wishlistPageOf,
} from '@more/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { Loadable } from '../../../shared/Loadable';
import { Pagination } from '../../../shared/Pagination';
import { ProductCard } from '../../../shared/product/ProductCard';
import { QuickBuyButton } from '../../../shared/product/QuickBuyButton';
import type { PageProps } from '../../../shared/route-contract';
import { useService } from '../../../shared/services';
import { useShopperShown } from '../../../shared/use-customer';
import { useStore } from '../../../shared/use-store';
import styles from '../Wishlist.module.css';

const SKELETON_CARDS = 6;

/** The Wishlist's list as the page's states: the customer's list shows once the page may show their things (useShopperShown). */
const listOf = (state: WishlistState, shown: boolean): LoadableState<readonly ProductSummary[]> => {
  if (!shown || state.status === 'loading') return loading;
  if (state.status === 'failed' && state.failure) return failed(state.failure);
  return ready(state.products);
};

/**
 * `/profile/wishlist` (needs login; document 1 §3, §4): the account's wished
 * products (`GET more/user/wishlist`, every page of it, held by the frame's
 * Wishlist) as the store's product cards, a page at a time (`?page=2`). Each
 * has "Tambah ke Keranjang" and "Hapus"; a removal here, a heart on any card
 * and the header's count are the same list, so they change together. A
 * guest's hearts were sent to the account at login (sync-guest) and then
 * cleared from the device.
 */
export default function WishlistPage(_props: PageProps) {
  const shown = useShopperShown();
  const wishlist = useService(Wishlist);
  const purchase = useService(WishlistPurchase);
  const state = useStore(wishlist);
  const bought = useStore(purchase);
  const asked = wishlistPageOf(useSearch());
  const [removed, setRemoved] = useState<string | null>(null);
  const title = useRef<HTMLHeadingElement>(null);

  useEffect(() => () => purchase.forget(), [purchase]);

  const remove = (product: ProductSummary) => {
    setRemoved(null);
    void wishlist.toggle(product.id).then(() => {
      if (wishlist.has(product.id)) return;
      setRemoved(`${product.name} dihapus dari wishlist.`);
      // Its buttons are gone: focus goes back to the page's heading, which the status line follows.
      title.current?.focus();
    });
  };

  // A heart's failure (a removal the server refused) is said above the list; a list that failed is the Loadable's.
  const heartFailure = state.status === 'ready' && state.failure ? failureText(state.failure) : null;

  return (
    <section className={styles.page} aria-labelledby="wishlist-title">
      <header>
        <h1 id="wishlist-title" ref={title} className={styles.title} tabIndex={-1}>
          Wishlist Saya
        </h1>
        <p className={styles.lead}>Produk yang Anda simpan. Tekan ikon hati pada produk mana pun untuk menambah atau menghapusnya.</p>
      </header>
      <p className="done-note" role="status" data-testid="wishlist-status">
        {removed}
      </p>
      {heartFailure && (
        <p className={styles.alert} role="alert">
          Wishlist belum dapat diubah. {heartFailure}
        </p>
      )}
      <Loadable
        state={listOf(state, shown)}
        skeleton={<WishlistSkeleton />}
        busyLabel="Memuat wishlist"
        failure="Wishlist belum dapat ditampilkan."
        onRetry={() => void wishlist.refresh()}
        testId="wishlist"
      >
        {(products) => {
          if (products.length === 0) {
            return (
              <div className={styles.empty} data-testid="wishlist-empty">
                <p>
                  <strong>{EMPTY_WISHLIST.title}</strong>
                </p>
                <p className="muted">{EMPTY_WISHLIST.text}</p>
                <Link href={WISHLIST_SHOP_PATH} className={styles.shop}>
                  {EMPTY_WISHLIST.action}
                </Link>
              </div>
            );
          }
          const view = wishlistPage(products, asked);
          return (
            <>
              <p className="muted" data-testid="wishlist-count">
                {view.total} produk
              </p>
              <ul className={styles.grid} aria-label={`Wishlist, halaman ${view.page}`}>
                {view.products.map((product, index) => {
                  const note = bought.note?.productId === product.id ? bought.note : null;
                  const removing = state.pending.includes(product.id);
                  const noteId = `wishlist-note-${product.id}`;
                  return (
                    <li key={product.id} className="buy-cell" data-testid="wishlist-item">
                      <ProductCard card={toProductCard(product)} eager={index < 2} />
                      <div className="stack-2">
                        <QuickBuyButton
                          product={product}
                          bought={bought}
                          onAdd={() => void purchase.add(product)}
                          noteId={noteId}
                          addClassName="btn buy-btn"
                          chooseClassName="btn buy-btn"
                        />
                        <button
                          type="button"
                          className={styles.remove}
                          disabled={removing}
                          aria-label={`Hapus ${product.name} dari wishlist`}
                          onClick={() => remove(product)}
                        >
                          Hapus
                        </button>
                        <p id={noteId} className={note && !note.added ? styles.noteFailed : styles.note} role="status">
                          {note?.text}
                        </p>
                      </div>
                    </li>
                  );
                })}
              </ul>
              <Pagination page={view.page} totalPages={view.totalPages} hrefFor={wishlistHref} label="Halaman wishlist" />
            </>
          );
        }}
      </Loadable>
    </section>
  );
}

const WishlistSkeleton = () => (
  <div className={styles.grid}>
    {Array.from({ length: SKELETON_CARDS }, (_, index) => (
      <div key={index} className={styles.skeleton} />
    ))}
  </div>
);
