import { type ProductDetail, productSpecifications } from '@more/core';
import { Description } from './Description';
import styles from './ProductDetail.module.css';

/** Below the buy box: the description and, when the product has any, its specifications. */
export const ProductSections = ({ detail }: { readonly detail: ProductDetail }) => {
  const specifications = productSpecifications(detail);
  return (
    <>
      <section className={styles.section} aria-labelledby="detail-description-title">
        <h2 id="detail-description-title" className="t-lg">
          Deskripsi
        </h2>
        <Description productId={detail.id} html={detail.description} />
      </section>
      {specifications.length > 0 && (
        <section className={styles.section} aria-labelledby="detail-specs-title">
          <h2 id="detail-specs-title" className="t-lg">
            Spesifikasi
          </h2>
          <dl className={styles.specs}>
            {specifications.map((row) => (
              <div key={row.label} className={styles.specRow}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </>
  );
};
