import { ProductImage } from '../../shared/product/ProductImage';
import { HomeProductGroups } from '@more/core';
import { useService } from '../../shared/services';
import { useStore } from '../../shared/use-store';
import { ProductCarousel } from '../../shared/product/ProductCarousel';
import blockStyles from '../../shared/HomeBlock.module.css';
import styles from './ProductGroups.module.css';
import { Loadable } from '../../shared/Loadable';

/**
 * The home page's product groups (`uni/product/groups`): "each group has a name, description
 * and banner image beside a carousel of its products" (document 1 §2), 4 slides, 1 below 550 px.
 */
export const ProductGroups = () => {
  const groups = useService(HomeProductGroups);
  const state = useStore(groups);
  if (state.status === 'ready' && state.value.length === 0) return null;
  if (state.status !== 'ready') {
    return (
      <section className={blockStyles.block} aria-label="Produk pilihan" data-testid="home-product-groups">
        <Loadable state={state} skeleton={<div className={styles.skeleton} />} failure="Produk pilihan belum dapat ditampilkan." onRetry={() => groups.load()}>
          {() => null}
        </Loadable>
      </section>
    );
  }
  return (
    <>
      {state.value.map((group) => (
        <section key={group.id} className={blockStyles.block} aria-labelledby={`product-group-${group.id}`} data-testid="product-group">
          <div className={blockStyles.heading}>
            <div>
              <h2 id={`product-group-${group.id}`} className={blockStyles.title}>
                {group.name}
              </h2>
              {group.description && <p className={blockStyles.subtitle}>{group.description}</p>}
            </div>
          </div>
          <div className={styles.row}>
            {group.banner && (
              <ProductImage slot="groupBanner" image={group.banner} className={styles.banner} />
            )}
            <div className="min-0">
              <ProductCarousel cards={group.cards} label={`Produk ${group.name}`} layout="group" />
            </div>
          </div>
        </section>
      ))}
    </>
  );
};
