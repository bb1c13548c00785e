import { CategoryCatalogueToken, CategoryDirectory, ListFilterOptions, ProductCatalogueToken, ProductList } from '@more/core';
import { providePageService } from '../page-services';

// The product lists' use cases: /products, /category, /find (see page-services.ts).
providePageService(ProductList, (get) => new ProductList(get(ProductCatalogueToken)));
providePageService(CategoryDirectory, (get) => new CategoryDirectory(get(CategoryCatalogueToken)));
providePageService(ListFilterOptions, (get) => new ListFilterOptions(get(CategoryCatalogueToken)));
