import { HomeCategories } from '@more/core';
import { Link } from 'wouter';
import { useService } from '../../shared/services';
import { useStore } from '../../shared/use-store';
import { ProductImage } from '../../shared/product/ProductImage';
import styles from './CategoryGrid.module.css';
import { HomeBlock } from '../../shared/HomeBlock';

/** The home page's product categories grid (`uni/category`): image and name, to /category/{slug}. */
export const CategoryGrid = () => {
  const categories = useService(HomeCategories);
  const state = useStore(categories);
  return (
    <HomeBlock
      id="home-categories"
      state={state}
      title="Kategori Produk"
      failure="Kategori belum dapat ditampilkan."
      onRetry={() => categories.load()}
      skeleton={
        <div className={styles.grid}>
          {Array.from({ length: 6 }, (_, index) => (
            <div key={index} className={styles.skeleton} />
          ))}
        </div>
      }
      isEmpty={(tiles) => tiles.length === 0}
    >
      {(tiles) => (
        <ul className={styles.grid}>
          {tiles.map((tile) => (
            <li key={tile.id}>
              <Link href={tile.href} className={styles.tile}>
                <ProductImage image={tile.image} className={styles.image} decorative />
                <span className={styles.name}>{tile.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </HomeBlock>
  );
};
