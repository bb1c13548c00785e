import { NEWEST_PRODUCTS_ON_HOME, NewestProducts as NewestProductsUseCase, storePaths } from '@more/core';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { useService } from '../../shared/services';
import { useStore } from '../../shared/use-store';
import { ProductGrid, ProductGridSkeleton } from '../../shared/product/ProductGrid';
import { HomeBlock } from '../../shared/HomeBlock';
import blockStyles from '../../shared/HomeBlock.module.css';

/** The home page's newest products (`GET uni/product?type=terbaru&per_page=8`). */
export const NewestProducts = () => {
  const newest = useService(NewestProductsUseCase);
  const state = useStore(newest);

  useEffect(() => {
    newest.ensureLoaded();
  }, [newest]);

  return (
    <HomeBlock
      id="newest-products"
      state={state}
      title="Produk Terbaru"
      subtitle="Koleksi furnitur yang baru hadir di MORE"
      action={
        <Link href={storePaths.productList('type=terbaru')} className={blockStyles.seeAll}>
          Lihat Semua
        </Link>
      }
      failure="Produk terbaru belum dapat ditampilkan."
      onRetry={() => newest.load()}
      skeleton={<ProductGridSkeleton count={NEWEST_PRODUCTS_ON_HOME} />}
    >
      {(cards) => <ProductGrid cards={cards} label="Produk terbaru" eagerCards={0} />}
    </HomeBlock>
  );
};
