import { useState } from 'react';
import { lazyModule } from '../../shared/lazy-module';
import styles from './ProductDetail.module.css';

/** js-xss and its CSS filter (about 9 kB gzip), which a page served with its product never needs in the browser. */
export const descriptionSanitiser = lazyModule(() => import('./description-sanitiser'));

/**
 * The sanitised description the server rendered for this product, read from
 * the page before hydration replaces anything: the browser hydrating a page it
 * was served adopts the server's markup instead of sanitising it again. Null
 * when the page holds none for this product (it came by a link).
 */
const servedDescription = (productId: number): string | null => {
  if (typeof document === 'undefined') return null;
  const element = document.querySelector(`[data-description-of="${productId}"]`);
  if (!element) return null;
  return element.hasAttribute('data-empty') ? '' : element.innerHTML;
};

/** Whether the page in the browser holds the served description of this product. */
export const hasServedDescription = (productId: number): boolean => servedDescription(productId) !== null;

export const Description = ({ productId, html }: { readonly productId: number; readonly html: string }) => {
  const [served] = useState(() => servedDescription(productId));
  const sanitiser = descriptionSanitiser.useWhen(served === null);
  const safe = sanitiser ? sanitiser.sanitiseDescription(html) : served;
  if (safe === null) return <p className={styles.muted} aria-busy="true">Memuat deskripsi…</p>;
  if (!safe) {
    return (
      <p className={styles.muted} data-description-of={productId} data-empty="">
        Belum ada deskripsi untuk produk ini.
      </p>
    );
  }
  // The markup was reduced to formatting tags by js-xss (on the server, or here for a page opened by a link); nothing of it can run.
  return <div className={styles.description} data-description-of={productId} dangerouslySetInnerHTML={{ __html: safe }} />;
};
