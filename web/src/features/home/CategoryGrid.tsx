import { CATEGORY_TILE_SKELETONS, HomeCategories } from '@more/core';
import { Link } from 'wouter';
import { ProductImage } from '../../shared/product/ProductImage';
import styles from './CategoryGrid.module.css';
import { HomeBlock } from '../../shared/HomeBlock';

/** The home page's product categories grid (`uni/category`): image and name, to /category/{slug}. */
export const CategoryGrid = () => (
  <HomeBlock
    of={HomeCategories}
    id="home-categories"
    title="Kategori Produk"
    failure="Kategori belum dapat ditampilkan."
    skeleton={
      <div className={styles.grid}>
        {Array.from({ length: CATEGORY_TILE_SKELETONS }, (_, index) => (
          <div key={index} className={styles.skeleton} data-testid="category-tile-skeleton" />
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
              <ProductImage slot="categoryTile" image={tile.image} className={styles.image} decorative />
              <span className={styles.name}>{tile.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    )}
  </HomeBlock>
);
