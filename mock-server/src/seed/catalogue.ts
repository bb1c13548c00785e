import type { Database } from '../db/database';
import type { ProductRecord, VariantRecord } from '../db/catalogue';
import { categorySeeds, colours, houseBrands, materials, modelNames, styles } from './catalogue-data';
import type { SeedContext } from './context';
import type { SeededRandom } from './random';

const DAY = 24 * 60 * 60;

/** "at least 300 products" (issue 4): the catalogue at scale 1. */
export const SEEDED_PRODUCT_COUNT = 320;

/** Category ids are stable across seeds: the spec's links and the contracts name them. */
export const categoryId = (categoryIndex: number) => categoryIndex + 1;
export const subCategoryId = (categoryIndex: number, subIndex: number) => 100 + categoryIndex * 10 + subIndex;

export const slugify = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const promoFor = (random: SeededRandom, discountPercent: number, createdDaysAgo: number): ProductRecord['promo'] => {
  if (createdDaysAgo < 30 && random.chance(0.5)) return { type: 'NEW PRODUCT', text: '' };
  if (discountPercent >= 30 && random.chance(0.6)) return { type: 'SALE', text: `Diskon ${discountPercent}%` };
  const roll = random.next();
  if (roll < 0.08) return { type: 'HOT PRODUCT', text: '' };
  if (roll < 0.12) return { type: 'GRATIS', text: random.pick(['Bantal Sofa', 'Ongkir', 'Sprei', 'Perakitan']) };
  if (roll < 0.15) return { type: 'KOMBO HEMAT', text: `Hemat ${random.pick([10, 15, 20])}%` };
  return null;
};

/**
 * Seeds `count` products spread over every room, with the variety a real shop
 * has: most in stock, some sold out, some discounted, a few with vouchers.
 */
export const seedProducts = async (db: Database, random: SeededRandom, options: { count: number; now: number }) => {
  const slugs = new Set<string>();
  const subCategories = categorySeeds.flatMap((category, ci) =>
    category.subCategories.map((sub, si) => ({ category, sub, ci, si })),
  );
  let nextVariantId = 1;
  const records: ProductRecord[] = [];

  for (let index = 0; index < options.count; index++) {
    // Walk the subcategories in turn so every one of them has products, then vary the rest.
    const { category, sub, ci, si } = subCategories[index % subCategories.length]!;
    const model = random.pick(modelNames);
    const style = random.chance(0.5) ? ` ${random.pick(styles)}` : '';
    const descriptor = random.pick(sub.descriptors);
    const baseName = `${sub.productWord}${style} ${model} ${descriptor}`;
    let slug = slugify(baseName);
    for (let n = 2; slugs.has(slug); n++) slug = `${slugify(baseName)}-${n}`;
    slugs.add(slug);

    const basePrice = random.price(sub.price[0], sub.price[1]);
    const discountPercent = random.chance(0.55) ? random.pick([5, 10, 15, 20, 25, 30, 40, 50]) : 0;
    const soldOut = random.chance(0.07);
    const variants: VariantRecord[] = random.sample(colours, random.int(1, 3)).map((colour, vi) => ({
      id: nextVariantId++,
      name: descriptor,
      colour,
      priceNormal: vi === 0 ? basePrice : basePrice + Math.round((basePrice * random.pick([0, 5, 10])) / 100 / 1000) * 1000,
      discountPercent,
      stock: soldOut ? 0 : random.chance(0.1) ? random.int(1, 3) : random.int(4, 60),
    }));
    const createdDaysAgo = index < 24 ? index : random.int(10, 540);

    records.push({
      id: index + 1,
      slug,
      name: baseName,
      kind: sub.kind,
      categoryId: categoryId(ci),
      subCategoryId: subCategoryId(ci, si),
      roomType: category.roomType,
      brand: random.pick(houseBrands),
      materials: random.sample(materials, random.int(1, 2)),
      isBundle: false,
      variants,
      totalSales: random.chance(0.2) ? 0 : Math.floor(random.next() ** 3 * 2500),
      rating: random.chance(0.15) ? 0 : Math.round((3.8 + random.next() * 1.2) * 10) / 10,
      promo: promoFor(random, discountPercent, createdDaysAgo),
      voucherAmount: random.chance(0.18) ? random.pick([25_000, 50_000, 100_000, 150_000]) : 0,
      imageCount: random.int(2, 4),
      atmosphereCount: random.chance(0.7) ? random.int(1, 2) : 0,
      // The newest products are a few hours to a few weeks old, in a fixed order.
      createdAt: options.now - createdDaysAgo * DAY - index * 60,
      description: `${baseName} dari ${category.name.toLowerCase()} kami, dibuat dari ${variants.length > 1 ? 'pilihan warna' : 'warna'} ${variants.map((v) => v.colour.name).join(', ')}.`,
    });
  }

  for (const record of records) await db.products.create(record);
};

/** The catalogue: products over every room (more of the catalogue joins with its issue). */
export const seedCatalogue = async (db: Database, seed: SeedContext): Promise<void> => {
  await seedProducts(db, seed.random, { count: SEEDED_PRODUCT_COUNT * seed.scale, now: seed.now });
};
