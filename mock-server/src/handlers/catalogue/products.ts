import type { FilterOptionsWire, SearchSuggestionsWire } from '@more/adapters/wire';
import { z } from 'zod';
import { readQuery } from '../body';
import type { MockContext } from '../context';
import { ok } from '../respond';
import { customerOf, type Router } from '../router';
import { filterContextOf } from './catalogue-context';
import { applyListType, byBestSelling, keywordWords, matchesFilter, priceFrom, productListQuery } from './product-query';
import { toProductCardWire, totalStock } from './product-wire';

/** "GET uni/product/top": how many best sellers it answers. */
export const TOP_PRODUCTS_LIMIT = 10;
/** How many search suggestions one key press gets. */
export const SEARCH_SUGGESTION_LIMIT = 10;

const searchQuery = z.object({ q: z.string().max(200).optional() });

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'id');

/** `GET uni/product`, its search suggestions, top products and filter choices (document 2 §7, Catalogue). */
export const productHandlers = (ctx: MockContext, router: Router) => [
  router.public('GET uni/product', ({ request, origin }) => {
    const query = readQuery(request, productListQuery);
    if (!query.ok) return query.response;
    const { type, page, per_page } = query.value;

    // "lastseen": the history the customer synced; a guest (or an unknown token) has none.
    const customer = type === 'lastseen' ? customerOf(ctx, request) : null;
    const history = customer ? (ctx.db.productHistories.findFirst((q) => q.where({ customerId: customer.id }))?.productIds ?? []) : [];

    const context = filterContextOf(ctx.db);
    // Filter first, then order: sorting the whole catalogue for a page of 12 dominated at 100x (bench:mock).
    const matching = applyListType(
      ctx.db.products.all().filter((p) => matchesFilter(p, query.value, context)),
      type,
      history,
    );
    const start = (page - 1) * per_page;
    return ok({
      data: matching.slice(start, start + per_page).map((p) => toProductCardWire(p, origin)),
      page,
      per_page,
      total: matching.length,
      total_pages: Math.ceil(matching.length / per_page),
    });
  }),

  /**
   * "suggestions read from data.results, each with keyword": rooms and
   * sub-categories, then brands, then product names (best-selling first)
   * holding every word typed; names starting with the keyword lead each kind.
   */
  router.public('GET uni/product/search', ({ request }) => {
    const query = readQuery(request, searchQuery);
    if (!query.ok) return query.response;
    const words = keywordWords(query.value.q);
    if (words.length === 0) return ok<SearchSuggestionsWire>({ results: [] });
    const typed = words.join(' ');
    const holds = (text: string) => words.every((word) => text.toLowerCase().includes(word));
    const startsFirst = <T extends { keyword: string }>(items: T[]) =>
      items.sort((a, b) => Number(!a.keyword.toLowerCase().startsWith(typed)) - Number(!b.keyword.toLowerCase().startsWith(typed)));

    const categories = startsFirst(
      ctx.db.productCategories
        .all()
        .filter((c) => holds(c.name))
        .sort((a, b) => a.id - b.id)
        .map((c) => ({ keyword: c.name, type: 'category', slug: c.slug })),
    );
    const brands = startsFirst(
      [...new Set(ctx.db.products.all().map((p) => p.brand))]
        .filter(holds)
        .sort()
        .map((brand) => ({ keyword: brand, type: 'brand', slug: null })),
    );
    const products = startsFirst(
      ctx.db.products
        .all()
        .filter((p) => holds(p.name))
        .sort(byBestSelling)
        .map((p) => ({ keyword: p.name, type: 'product', slug: p.slug })),
    );
    const seen = new Set<string>();
    const results = [...categories, ...brands, ...products].filter((result) => {
      const key = result.keyword.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    return ok<SearchSuggestionsWire>({ results: results.slice(0, SEARCH_SUGGESTION_LIMIT) });
  }),

  /** The best-selling products in stock. */
  router.public('GET uni/product/top', ({ origin }) =>
    ok(
      ctx.db.products
        .all()
        .filter((p) => totalStock(p) > 0)
        .sort(byBestSelling)
        .slice(0, TOP_PRODUCTS_LIMIT)
        .map((p) => toProductCardWire(p, origin)),
    ),
  ),

  /** Every choice the filter bar offers, with how many products each has. */
  router.public('GET uni/product/filter', () => {
    const products = ctx.db.products.all();
    const categories = ctx.db.productCategories.all().sort((a, b) => a.sort - b.sort || a.id - b.id);
    const countBy = (values: (product: (typeof products)[number]) => readonly string[]) => {
      const counts = new Map<string, number>();
      for (const product of products) for (const value of new Set(values(product))) counts.set(value, (counts.get(value) ?? 0) + 1);
      return counts;
    };
    const facet = (counts: Map<string, number>) =>
      [...counts].map(([name, product_count]) => ({ name, product_count })).sort(byName);
    const hexes = new Map(products.flatMap((p) => p.variants.map((v) => [v.colour.name, v.colour.hex] as const)));
    const rooms = categories.filter((c) => c.parentId === null);
    const prices = products.map(priceFrom);
    const answer: FilterOptionsWire = {
      categories: rooms.map((room) => ({
        id: room.id,
        name: room.name,
        slug: room.slug,
        product_count: products.filter((p) => p.categoryId === room.id).length,
        r_subs: categories
          .filter((c) => c.parentId === room.id)
          .map((sub) => ({ id: sub.id, name: sub.name, slug: sub.slug, product_count: products.filter((p) => p.subCategoryId === sub.id).length })),
      })),
      room_type: rooms.map((room) => ({
        value: room.roomType,
        name: room.name,
        product_count: products.filter((p) => p.roomType === room.roomType).length,
      })),
      materials: facet(countBy((p) => p.materials)),
      colors: facet(countBy((p) => p.variants.map((v) => v.colour.name))).map((c) => ({ ...c, hex: hexes.get(c.name) ?? '#cccccc' })),
      brands: facet(countBy((p) => [p.brand])),
      price_min: prices.length > 0 ? Math.min(...prices) : 0,
      price_max: prices.length > 0 ? Math.max(...prices) : 0,
    };
    return ok(answer);
  }),
];
