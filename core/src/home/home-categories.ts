import { type Category, categoryHref } from '../catalogue/category';
import type { CategoryCatalogue } from '../catalogue/category-catalogue.port';
import type { ProductImage } from '../catalogue/product';
import { RemoteSection } from '../shared/remote-section';

/** "Skeleton loaders: 5 header items, 2 category tiles" (document 2 §9): the grid's placeholder while it loads. */
export const CATEGORY_TILE_SKELETONS = 2;

/** A tile of the home page's category grid: the room's image and name, linking to its page. */
export interface CategoryTile {
  readonly id: number;
  readonly name: string;
  readonly image: ProductImage | null;
  /** `/category/{slug}` (document 1 §2). */
  readonly href: string;
}

export const toCategoryTile = (category: Category): CategoryTile => ({
  id: category.id,
  name: category.name,
  image: category.image ? { ...category.image, alt: category.image.alt || category.name } : null,
  href: categoryHref(category),
});

/** The category grid: `GET uni/category`, in the server's `sort` order. */
export class HomeCategories extends RemoteSection<readonly CategoryTile[]> {
  constructor(catalogue: CategoryCatalogue) {
    super(async () => (await catalogue.categories()).map(toCategoryTile), 'GET uni/category');
  }
}
