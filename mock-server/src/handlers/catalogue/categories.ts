import type { CategoryGroupWire, CategoryWire } from '@more/adapters/wire';
import type { CategoryRecord, ProductRecord } from '../../db/catalogue';
import type { MockContext } from '../context';
import { artworkUrl } from '../media';
import { ok } from '../respond';
import type { Router } from '../router';

/** The application id of the storefront (`uni_gen_applications_id`; banners and popups are asked with application=MORE). */
const MORE_APPLICATION_ID = 1;

const countOf = (products: readonly ProductRecord[], category: CategoryRecord) =>
  products.filter((p) => (category.parentId === null ? p.categoryId : p.subCategoryId) === category.id).length;

/** A category with every field of document 1 §3; a room carries its sub-categories in `r_subs`. */
export const toCategoryWire = (
  category: CategoryRecord,
  children: readonly CategoryRecord[],
  products: readonly ProductRecord[],
  origin: string,
): CategoryWire => ({
  id: category.id,
  uni_categories_id: category.parentId,
  uni_gen_applications_id: MORE_APPLICATION_ID,
  name: category.name,
  type: category.parentId === null ? 'room' : 'subcategory',
  image: `${category.slug}.svg`,
  banner: `${category.slug}-banner.svg`,
  status: 1,
  image_title: category.name,
  image_alt: `Furnitur ${category.name}`,
  banner_title: `Koleksi ${category.name}`,
  banner_alt: `Koleksi ${category.name} pilihan MORE`,
  slug: category.slug,
  content: category.description,
  meta_title: `Jual ${category.name} Online | MORE Furniture`,
  meta_desc: `Belanja ${category.name.toLowerCase()} berkualitas dengan gratis ongkir dan garansi 2x24 jam. ${category.description}`,
  sort: category.sort,
  display: 1,
  image_url: artworkUrl(origin, 'category', category.name),
  banner_url: artworkUrl(origin, 'banner', category.name),
  product_count: countOf(products, category),
  r_subs: children.map((sub) => ({ id: sub.id, name: sub.name, slug: sub.slug, product_count: countOf(products, sub) })),
});

const bySort = (a: { sort: number; id: number }, b: { sort: number; id: number }) => a.sort - b.sort || a.id - b.id;

/** `GET uni/category` and `GET uni/category/group` (document 2 §7, Catalogue). */
export const categoryHandlers = (ctx: MockContext, router: Router) => [
  router.public('GET uni/category', ({ origin }) => {
    const categories = ctx.db.productCategories.all().sort(bySort);
    const products = ctx.db.products.all();
    return ok(
      categories
        .filter((c) => c.parentId === null)
        .map((room) =>
          toCategoryWire(
            room,
            categories.filter((c) => c.parentId === room.id),
            products,
            origin,
          ),
        ),
    );
  }),

  router.public('GET uni/category/group', ({ origin }) => {
    const categories = new Map(ctx.db.productCategories.all().map((c) => [c.id, c]));
    return ok(
      ctx.db.categoryGroups
        .all()
        .sort(bySort)
        .map(
          (group): CategoryGroupWire => ({
            id: group.id,
            name: group.name,
            slug: group.slug,
            image_url: artworkUrl(origin, 'category', group.name),
            sort: group.sort,
            is_bundle: group.bundlesOnly,
            categories: group.subCategoryIds.flatMap((id) => {
              const category = categories.get(id);
              return category ? [{ id: category.id, name: category.name, slug: category.slug }] : [];
            }),
          }),
        ),
    );
  }),
];
