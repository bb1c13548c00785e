import type { BundleComponentView, BundleSaving } from '@more/core';
import { ProductImage } from '../../shared/product/ProductImage';
import styles from './ProductDetail.module.css';

/** What a bundle holds, for the quantity chosen ("the initial quantity times the line quantity"), and its saving. */
export const BundleContents = ({ components, saving }: { readonly components: readonly BundleComponentView[]; readonly saving: BundleSaving | null }) => (
  <section className={styles.bundle} aria-labelledby="bundle-contents-title">
    <h2 id="bundle-contents-title" className="t-md">
      Isi Paket
    </h2>
    {saving && (
      <p className={styles.saving} data-testid="bundle-saving">
        <strong>{saving.text}</strong> <span className={styles.muted}>{saving.basis}</span>
      </p>
    )}
    {components.length === 0 ? (
      <p className={styles.muted}>Isi paket belum tersedia.</p>
    ) : (
      <ul className="stack-2 bare" data-testid="bundle-components">
        {components.map((component) => (
          <li key={component.variantId} className={styles.bundleItem}>
            <ProductImage slot="bundlePart" image={component.image} className={styles.bundleImage} decorative />
            <span className={styles.bundleName}>{component.name}</span>
            <span className={styles.bundleQuantity}>{component.quantityText}</span>
          </li>
        ))}
      </ul>
    )}
  </section>
);
