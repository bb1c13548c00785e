import type { Observable } from 'rxjs';
import { subCategoryFilter, roomFilter } from './header-filters';
import type { ProductFilter } from './product-filter';
import type { Loadable } from '../shared/loadable';
import { STORE_BRAND } from '../shared/store-brand';
import { ServerCopy } from '../shared/server-copy';
import { type Category, type FilterOptions, type SubCategory, categoryHref } from './category';
import type { CategoryCatalogue } from './category-catalogue.port';
import { subCategoryHref } from './header-menu';

/**
 * "The Springbed category goes to /category/springbed-kasurbusa.
 * /category/springbed-dalam-box also exists." (document 1 §2). The catalogue
 * names only the first (the sub-category "Springbed & Kasurbusa"); the second
 * is kept as another address of the same page, so old links still land.
 */
export const CATEGORY_SLUG_ALIASES: Readonly<Record<string, string>> = {
  'springbed-dalam-box': 'springbed-kasurbusa',
};

/** What `/category/{slug}` shows: a room, or one of its sub-categories, and the list filtered by it. */
export interface CategoryPageView {
  /** The category whose banner, content and sub-categories the page shows (the room, for a sub-category). */
  readonly category: Category;
  /** The sub-category the slug names, or null when it names the room itself. */
  readonly subCategory: SubCategory | null;
  /** The page's heading. */
  readonly title: string;
  /** The product list's filter: the room, and the sub-category when there is one. */
  readonly filter: ProductFilter;
}

const normalise = (slug: string): string => slug.trim().toLowerCase();

/**
 * The page for `slug` (document 1 §2: "the lowercased category name with
 * spaces as hyphens"), matched against the server's slugs in any case: rooms
 * first, then their sub-categories, then the aliases. Null: no such category
 * (the page answers 404).
 */
export const findCategoryPage = (categories: readonly Category[], slug: string): CategoryPageView | null => {
  const wanted = normalise(slug);
  const target = CATEGORY_SLUG_ALIASES[wanted] ?? wanted;
  const room = categories.find((category) => normalise(category.slug) === target);
  if (room) return { category: room, subCategory: null, title: room.name, filter: roomFilter(room.id) };
  for (const category of categories) {
    const sub = category.subCategories.find((candidate) => candidate.slug !== null && normalise(candidate.slug) === target);
    if (sub) return { category, subCategory: sub, title: sub.name, filter: subCategoryFilter(category.id, sub.id) };
  }
  return null;
};

/**
 * The page's title and description: the category's own `meta_title` and
 * `meta_desc` (document 1 §3) for a room; a sub-category, which has none,
 * is named with the brand and described by its room's introduction.
 */
export const categoryPageHead = (view: CategoryPageView): { readonly title: string; readonly description: string } => {
  const { category, subCategory } = view;
  const description = category.metaDescription.trim() || category.content.trim();
  if (subCategory) return { title: `${subCategory.name} | ${STORE_BRAND}`, description };
  return { title: category.metaTitle.trim() || `${category.name} | ${STORE_BRAND}`, description };
};

/** The category's links to its sub-categories' pages, the one on screen marked. */
export interface SubCategoryLink {
  readonly id: number;
  readonly label: string;
  readonly href: string;
  readonly current: boolean;
}

/** The page's sub-category links: the whole room first, then each sub-category to its own page (or, without a slug, to the list filtered by it). */
export const subCategoryLinks = (view: CategoryPageView): readonly SubCategoryLink[] => [
  { id: view.category.id, label: `Semua ${view.category.name}`, href: categoryHref(view.category), current: view.subCategory === null },
  ...view.category.subCategories.map((sub) => ({
    id: sub.id,
    label: sub.name,
    href: sub.slug ? categoryHref({ slug: sub.slug }) : subCategoryHref(view.category.id, sub.id),
    current: view.subCategory?.id === sub.id,
  })),
];

/** `GET uni/category`: every room with its sub-categories, read once for the category pages. */
export class CategoryDirectory {
  private readonly copy: ServerCopy<readonly Category[]>;
  readonly state$: Observable<Loadable<readonly Category[]>>;

  constructor(catalogue: CategoryCatalogue) {
    this.copy = new ServerCopy(() => catalogue.categories(), 'GET uni/category');
    this.state$ = this.copy.state$;
  }

  get current(): Loadable<readonly Category[]> {
    return this.copy.current;
  }

  load(): Promise<void> {
    return this.copy.load();
  }

  ensureLoaded(): Promise<void> {
    return this.copy.ensureLoaded();
  }
}

/** `GET uni/product/filter`: the filter panel's choices, read once for every list. */
export class ListFilterOptions {
  private readonly copy: ServerCopy<FilterOptions>;
  readonly state$: Observable<Loadable<FilterOptions>>;

  constructor(catalogue: CategoryCatalogue) {
    this.copy = new ServerCopy(() => catalogue.filterOptions(), 'GET uni/product/filter');
    this.state$ = this.copy.state$;
  }

  get current(): Loadable<FilterOptions> {
    return this.copy.current;
  }

  load(): Promise<void> {
    return this.copy.load();
  }

  ensureLoaded(): Promise<void> {
    return this.copy.ensureLoaded();
  }
}
