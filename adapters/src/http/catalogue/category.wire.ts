import * as z from 'zod/mini';
import { amount, count, text, whole } from '../wire-fields';

/** A sub-category as `r_subs` lists it ("children with id, name", document 1 §3). */
export const subCategoryWire = z.object({
  id: whole(),
  name: text(),
  slug: z.nullish(z.string()),
  product_count: z.nullish(count()),
});
export type SubCategoryWire = z.infer<typeof subCategoryWire>;

/**
 * A category with the fields of document 1 §3 ("id, uni_categories_id,
 * uni_gen_applications_id, name, type, image, banner, status, image_title,
 * image_alt, banner_title, banner_alt, slug, content, meta_title, meta_desc,
 * sort, image_url, banner_url, product_count, r_subs") and `display` of
 * document 2 §3's general list. Required: what the store reads to link and count.
 */
export const categoryWire = z.object({
  id: whole(),
  uni_categories_id: z.nullish(whole()),
  uni_gen_applications_id: z.nullish(whole()),
  name: text(),
  type: z.nullish(z.string()),
  image: z.nullish(z.string()),
  banner: z.nullish(z.string()),
  status: z.nullish(whole()),
  image_title: z.nullish(z.string()),
  image_alt: z.nullish(z.string()),
  banner_title: z.nullish(z.string()),
  banner_alt: z.nullish(z.string()),
  slug: text(),
  content: z.nullish(z.string()),
  meta_title: z.nullish(z.string()),
  meta_desc: z.nullish(z.string()),
  sort: z.nullish(whole()),
  display: z.nullish(whole()),
  image_url: z.nullish(z.string()),
  banner_url: z.nullish(z.string()),
  product_count: count(),
  r_subs: z.array(subCategoryWire),
});
export type CategoryWire = z.infer<typeof categoryWire>;

/** `data` of `GET uni/category`: the rooms, each with its sub-categories. */
export const categoryListWire = z.array(categoryWire);

/** A category group of the mega-menu; `is_bundle` marks Paket Hemat's kind of group. */
export const categoryGroupWire = z.object({
  id: whole(),
  name: text(),
  slug: text(),
  image_url: z.nullish(z.string()),
  sort: z.nullish(whole()),
  is_bundle: z.boolean(),
  categories: z.array(z.object({ id: whole(), name: text(), slug: text() })),
});
export type CategoryGroupWire = z.infer<typeof categoryGroupWire>;

/** `data` of `GET uni/category/group`. */
export const categoryGroupListWire = z.array(categoryGroupWire);

const facetWire = z.object({ name: text(), product_count: count() });

/**
 * `data` of `GET uni/product/filter`: a facet per filter key that has choices
 * (named as the keys are), and the catalogue's price bounds as `price_min`
 * and `price_max`, in whole rupiah.
 */
export const filterOptionsWire = z.object({
  categories: z.array(
    z.object({ id: whole(), name: text(), slug: text(), product_count: count(), r_subs: z.array(subCategoryWire) }),
  ),
  room_type: z.array(z.object({ value: text(), name: text(), product_count: count() })),
  materials: z.array(facetWire),
  colors: z.array(z.object({ name: text(), hex: z.string(), product_count: count() })),
  brands: z.array(facetWire),
  price_min: amount(),
  price_max: amount(),
});
export type FilterOptionsWire = z.infer<typeof filterOptionsWire>;
