import type { ProductImage } from '../catalogue/product';
import { type ProductCard, toProductCard } from '../catalogue/product-card';
import type { ProductShowcase } from '../catalogue/product-showcase.port';
import type { ProductGroup } from '../catalogue/showcase';
import { RemoteSection } from '../shared/remote-section';

/**
 * A product group of the home page: "each group has a name, description and banner image
 * beside a carousel of its products" (document 1 §2).
 */
export interface ProductGroupView {
  readonly id: number;
  readonly name: string;
  readonly description: string;
  /** The group's banner; null leaves the carousel alone on its row. */
  readonly banner: ProductImage | null;
  readonly cards: readonly ProductCard[];
}

/** The entry's own bundling decides the link (/bundle/{slug}), as document 1 §3's entry carries it. */
export const toProductGroupView = (group: ProductGroup): ProductGroupView => ({
  id: group.id,
  name: group.name,
  description: group.description,
  banner: group.image ? { ...group.image, alt: group.image.alt || group.name } : null,
  cards: group.entries.map((entry) => toProductCard({ ...entry.product, isBundle: entry.isBundle || entry.product.isBundle })),
});

/** `GET uni/product/groups`; a group without products has nothing to show and is left out. */
export class HomeProductGroups extends RemoteSection<readonly ProductGroupView[]> {
  constructor(showcase: ProductShowcase) {
    super(async () => (await showcase.productGroups()).filter((group) => group.entries.length > 0).map(toProductGroupView), 'GET uni/product/groups');
  }
}
