import { describe, expect, it } from 'vitest';
import { createDatabase } from '../db/database';
import { totalStock } from '../handlers/catalogue/product-wire';
import { createMockApi } from '../mock-api';
import { generateProducts, SEEDED_BUNDLE_COUNT, SEEDED_PRODUCT_COUNT, SEEDED_SINGLE_PRODUCT_COUNT, seedCatalogue } from './catalogue';
import { categoryGroupSeeds, categorySeeds, houseBrands, PAKET_HEMAT_GROUP_ID } from './catalogue-data';
import { DEFAULT_SEED } from './seed';
import { SeededRandom } from './random';

const NOW = Date.UTC(2026, 10, 21, 3, 0);
const now = NOW / 1000;

describe('the catalogue seed', () => {
  it('draws the single products first and nothing more from the shared source, so the steps after it draw as before', async () => {
    const reference = new SeededRandom(DEFAULT_SEED);
    const singles = generateProducts(reference, { count: SEEDED_SINGLE_PRODUCT_COUNT, now });

    const shared = new SeededRandom(DEFAULT_SEED);
    const db = createDatabase();
    await seedCatalogue(db, { random: shared, now, scale: 1 });
    expect(shared.next()).toBe(reference.next());
    expect(db.products.all().slice(0, SEEDED_SINGLE_PRODUCT_COUNT)).toEqual(singles);
  });

  it('adds bundles of in-stock single products of one room, each with its components', async () => {
    const { db } = await createMockApi({ now: NOW });
    const bundles = db.products.all().filter((p) => p.isBundle);
    expect(bundles).toHaveLength(SEEDED_BUNDLE_COUNT);
    expect(db.products.count()).toBe(SEEDED_PRODUCT_COUNT);
    expect(new Set(bundles.map((b) => b.roomType)).size).toBe(categorySeeds.length);
    for (const bundle of bundles) {
      const components = db.bundleComponents.findMany((q) => q.where({ bundleId: bundle.id }));
      expect(components.length).toBeGreaterThanOrEqual(2);
      for (const component of components) {
        const product = db.products.findFirst((q) => q.where({ id: component.productId }))!;
        expect([product.isBundle, product.categoryId]).toEqual([false, bundle.categoryId]);
        expect(product.variants.map((v) => v.id)).toContain(component.variantId);
      }
    }
    expect(new Set(db.products.all().flatMap((p) => p.variants.map((v) => v.id))).size).toBe(
      db.products.all().reduce((sum, p) => sum + p.variants.length, 0),
    );
  });

  it('keeps the 7 house brands, products without stock, and every room in the categories with its sub-categories', async () => {
    const { db } = await createMockApi({ now: NOW });
    expect(new Set(db.products.all().map((p) => p.brand))).toEqual(new Set(houseBrands));
    expect(db.products.all().some((p) => totalStock(p) === 0)).toBe(true);
    const categories = db.productCategories.all();
    expect(categories.filter((c) => c.parentId === null)).toHaveLength(categorySeeds.length);
    expect(categories).toHaveLength(categorySeeds.length + categorySeeds.reduce((sum, c) => sum + c.subCategories.length, 0));
    expect(db.categoryGroups.count()).toBe(categoryGroupSeeds.length);
    expect(db.categoryGroups.findFirst((q) => q.where({ id: PAKET_HEMAT_GROUP_ID }))).toMatchObject({ name: 'Paket Hemat', bundlesOnly: true });
  });

  it('ties every promotion to products that exist: combos to "KOMBO HEMAT", free items to "GRATIS", pre-orders to large furniture', async () => {
    const { db } = await createMockApi({ now: NOW });
    const product = (id: number) => db.products.findFirst((q) => q.where({ id }))!;
    for (const combo of db.comboDeals.all()) {
      expect(product(combo.productId).promo?.type).toBe('KOMBO HEMAT');
      expect(product(combo.comboProductId).variants.map((v) => v.id)).toContain(combo.comboVariantId);
    }
    for (const offer of db.freeGiftOffers.all()) expect(product(offer.productId).promo?.type).toBe('GRATIS');
    expect(db.preOrderOffers.all().every((offer) => ['sofa', 'wardrobe', 'bed', 'dining-table', 'tv-cabinet'].includes(product(offer.productId).kind))).toBe(true);
  });

  it('gives another store\'s extras for another seed, and the same for the same seed', async () => {
    const a = await createMockApi({ now: NOW });
    const b = await createMockApi({ now: NOW });
    const c = await createMockApi({ now: NOW, seed: 7 });
    expect(b.db.bundleComponents.all()).toEqual(a.db.bundleComponents.all());
    expect(b.db.flashSaleItems.all()).toEqual(a.db.flashSaleItems.all());
    expect(c.db.flashSaleItems.all()).not.toEqual(a.db.flashSaleItems.all());
  });

  it('scales the bundles with the catalogue', async () => {
    const { db } = await createMockApi({ now: NOW, scale: 2 });
    expect(db.products.all().filter((p) => p.isBundle)).toHaveLength(2 * SEEDED_BUNDLE_COUNT);
  });
});
