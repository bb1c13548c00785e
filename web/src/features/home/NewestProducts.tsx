import { NEWEST_PRODUCTS_ON_HOME, NewestProducts as NewestProductsUseCase, storePaths } from '@more/core';
import { useEffect } from 'react';
import { useService } from '../../shared/services';
import { ProductGrid, ProductGridSkeleton } from '../../shared/product/ProductGrid';
import { HomeBlock } from '../../shared/HomeBlock';

/** The home page's newest products (`GET uni/product?type=terbaru&per_page=8`). */
export const NewestProducts = () => {
  const newest = useService(NewestProductsUseCase);

  useEffect(() => {
    newest.ensureLoaded();
  }, [newest]);

  return (
    <HomeBlock
      of={NewestProductsUseCase}
      id="newest-products"
      title="Produk Terbaru"
      subtitle="Koleksi furnitur yang baru hadir di MORE"
      seeAll={storePaths.productList('type=terbaru')}
      failure="Produk terbaru belum dapat ditampilkan."
      skeleton={<ProductGridSkeleton count={NEWEST_PRODUCTS_ON_HOME} />}
    >
      {(cards) => <ProductGrid cards={cards} label="Produk terbaru" eagerCards={0} />}
    </HomeBlock>
  );
};
