import type { Database } from '../db/database';
import type {
  BundleComponentRecord,
  CategoryGroupRecord,
  CategoryRecord,
  ComboRecord,
  FreeGiftRecord,
  PreOrderRecord,
  ProductGroupRecord,
  ProductRecord,
  VariantRecord,
} from '../db/catalogue';
import { discountedPrice, totalStock } from '../handlers/catalogue/product-wire';
import {
  bundleNames,
  categoryGroupSeeds,
  categorySeeds,
  colours,
  descriptorMaterials,
  giftTypes,
  houseBrands,
  modelNames,
  styles,
  type SubCategorySeed,
} from './catalogue-data';
import type { SeedContext } from './context';
import { type BundlePart, describeBundle, describeProduct } from './product-descriptions';
import { SeededRandom } from './random';

const DAY = 24 * 60 * 60;

/** The single products of the catalogue at scale 1 ("at least 300 products", issue 4). */
export const SEEDED_SINGLE_PRODUCT_COUNT = 320;
/** Bundles ("bundling 1", Paket Hemat) at scale 1, made of single products. */
export const SEEDED_BUNDLE_COUNT = 12;
/** Every product of the catalogue at scale 1: the single products, then the bundles. */
export const SEEDED_PRODUCT_COUNT = SEEDED_SINGLE_PRODUCT_COUNT + SEEDED_BUNDLE_COUNT;

/** Category ids are stable across seeds: the spec's links and the contracts name them. */
export const categoryId = (categoryIndex: number) => categoryIndex + 1;
export const subCategoryId = (categoryIndex: number, subIndex: number) => 100 + categoryIndex * 10 + subIndex;

export const slugify = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * A random source of its own for what is seeded beyond the single products,
 * keyed on those products: the same seed gives the same data, and the shared
 * source stays where the product draws left it, so every step seeded after
 * the catalogue draws what it drew before this data existed.
 */
export const forkRandom = (label: string, products: readonly Pick<ProductRecord, 'slug'>[]): SeededRandom => {
  let hash = 0x811c9dc5;
  const text = `${label}|${products.map((p) => p.slug).join('|')}`;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return new SeededRandom(hash);
};

/** The seed of a sub-category by its id. */
const subCategorySeeds = new Map<number, SubCategorySeed>(
  categorySeeds.flatMap((category, ci) => category.subCategories.map((sub, si) => [subCategoryId(ci, si), sub] as const)),
);

const subCategoryIdByName = (name: string): number => {
  for (const [id, sub] of subCategorySeeds) if (sub.name === name) return id;
  throw new Error(`No sub-category named ${name}`);
};

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
 * A product's materials: those drawn from its sub-category's, led by the one
 * its name states ("… Rotan", "… Marmer"), at most two.
 */
const materialsOf = (descriptor: string, drawn: readonly string[]): string[] => {
  const named = descriptorMaterials[descriptor];
  return named ? [named, ...drawn.filter((m) => m !== named)].slice(0, 2) : [...drawn];
};

/**
 * `count` single products spread over every room, with the variety a real
 * shop has: most in stock, some sold out, some discounted, a few with vouchers.
 * Their draws come first from the shared source, always in the same order.
 */
export const generateProducts = (random: SeededRandom, options: { count: number; now: number }): ProductRecord[] => {
  const slugs = new Set<string>();
  const subCategories = categorySeeds.flatMap((category, ci) => category.subCategories.map((sub, si) => ({ category, sub, ci, si })));
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

    const record: Omit<ProductRecord, 'description'> = {
      id: index + 1,
      slug,
      name: baseName,
      kind: sub.kind,
      categoryId: categoryId(ci),
      subCategoryId: subCategoryId(ci, si),
      roomType: category.roomType,
      brand: random.pick(houseBrands),
      materials: materialsOf(descriptor, random.sample(sub.materials, random.int(1, 2))),
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
    };
    records.push({ ...record, description: describeProduct(record, sub) });
  }
  return records;
};

const inStockVariant = (product: ProductRecord): VariantRecord => product.variants.find((v) => v.stock > 0) ?? product.variants[0]!;

/** How many of a component one bundle holds: dining chairs come in fours (a set of two twice), nightstands in pairs. */
const quantityOf = (product: ProductRecord): number => {
  if (product.kind === 'chair' && product.roomType === 'ruang-makan') return product.variants[0]!.name === 'Set isi 2' ? 2 : 4;
  if (product.kind === 'nightstand') return 2;
  return 1;
};

/** The variant of `product` in the colour named, if one is in stock. */
const inStockIn = (product: ProductRecord, colour: string): VariantRecord | undefined =>
  product.variants.find((v) => v.stock > 0 && v.colour.name === colour);

interface BundlePartChoice {
  readonly product: ProductRecord;
  readonly variant: VariantRecord;
  readonly quantity: number;
}

/**
 * A bundle's parts, all in one colour: a bundle is sold as one colour
 * ("Paket Kamar Tidur Cendana - Natural Oak"), so every piece in it is that
 * colour. The main piece is drawn first; the colour is the one of its
 * in-stock colours that the most other sub-categories of the room have in
 * stock; each further piece comes from its drawn sub-category when that has
 * the colour, else from the next one of the room that has. The draws are the
 * same in number and order whatever is found, so the bundles' names and what
 * is seeded after them do not move.
 */
const bundleParts = (random: SeededRandom, inRoom: readonly ProductRecord[], subIds: readonly number[]): BundlePartChoice[] => {
  const [mainSub, ...otherSubs] = random.sample(subIds, Math.min(3, subIds.length));
  const main = random.pick(inRoom.filter((p) => p.subCategoryId === mainSub));
  const offers = (subId: number, colour: string) => inRoom.some((p) => p.subCategoryId === subId && inStockIn(p, colour));
  const reach = (colour: string) => subIds.filter((id) => id !== mainSub && offers(id, colour)).length;
  const mainColours = [...new Set(main.variants.filter((v) => v.stock > 0).map((v) => v.colour.name))];
  const colour = mainColours.reduce((best, candidate) => (reach(candidate) > reach(best) ? candidate : best));
  const parts: BundlePartChoice[] = [{ product: main, variant: inStockIn(main, colour)!, quantity: quantityOf(main) }];
  const used = new Set([mainSub]);
  for (const drawn of otherSubs) {
    const subId = [drawn, ...subIds.filter((id) => id !== drawn)].find((id) => !used.has(id) && offers(id, colour));
    const draw = random.next();
    if (subId === undefined) continue;
    used.add(subId);
    const choices = inRoom.filter((p) => p.subCategoryId === subId && inStockIn(p, colour));
    const product = choices[Math.floor(draw * choices.length)]!;
    parts.push({ product, variant: inStockIn(product, colour)!, quantity: quantityOf(product) });
  }
  return parts;
};

interface GeneratedBundles {
  readonly products: ProductRecord[];
  readonly components: BundleComponentRecord[];
  /** Bundles that come with a product of the store for free. */
  readonly gifts: { readonly bundle: ProductRecord; readonly gift: ProductRecord }[];
}

/**
 * Bundles ("Paket Hemat"): three products of one room, sold together for less.
 * Each bundle's price is its components' normal prices less a bundle discount;
 * its stock is how many complete sets the components' stock makes.
 */
const generateBundles = (
  random: SeededRandom,
  singles: readonly ProductRecord[],
  options: { count: number; now: number },
): GeneratedBundles => {
  const products: ProductRecord[] = [];
  const components: BundleComponentRecord[] = [];
  const gifts: { bundle: ProductRecord; gift: ProductRecord }[] = [];
  const slugs = new Set(singles.map((p) => p.slug));
  let nextVariantId = Math.max(0, ...singles.flatMap((p) => p.variants.map((v) => v.id))) + 1;
  const giftCandidates = singles.filter((p) => totalStock(p) > 0 && ['nightstand', 'lamp', 'mirror', 'shelf'].includes(p.kind));

  for (let k = 0; k < options.count; k++) {
    const ci = k % categorySeeds.length;
    const room = categorySeeds[ci]!;
    const inRoom = singles.filter((p) => p.categoryId === categoryId(ci) && totalStock(p) > 0);
    const subIds = [...new Set(inRoom.map((p) => p.subCategoryId))].sort((a, b) => a - b);
    const parts = bundleParts(random, inRoom, subIds);
    const main = parts[0]!;

    let name = '';
    for (let attempt = 0; attempt < 50 && (name === '' || slugs.has(slugify(name))); attempt++) {
      name = `${bundleNames[room.roomType] ?? 'Paket'} ${random.pick(modelNames)}${attempt > 20 ? ` ${random.pick(styles)}` : ''}`;
    }
    let slug = slugify(name);
    for (let n = 2; slugs.has(slug); n++) slug = `${slugify(name)}-${n}`;
    slugs.add(slug);

    const discountPercent = random.pick([10, 15, 20, 25]);
    const createdDaysAgo = k < 4 ? 2 * k + 1 : random.int(20, 300);
    const gift = k % 4 === 0 && giftCandidates.length > 0 ? random.pick(giftCandidates) : null;
    const promo: ProductRecord['promo'] = gift
      ? { type: 'GRATIS', text: subCategorySeeds.get(gift.subCategoryId)?.productWord ?? 'Hadiah' }
      : createdDaysAgo < 30
        ? { type: 'NEW PRODUCT', text: '' }
        : { type: 'SALE', text: `Hemat ${discountPercent}%` };

    const bundle: ProductRecord = {
      id: singles.length + k + 1,
      slug,
      name,
      kind: main.product.kind,
      categoryId: categoryId(ci),
      subCategoryId: main.product.subCategoryId,
      roomType: room.roomType,
      brand: main.product.brand,
      materials: [...new Set(parts.flatMap((p) => p.product.materials))].slice(0, 3),
      isBundle: true,
      variants: [
        {
          id: nextVariantId++,
          name: 'Paket',
          colour: main.variant.colour,
          priceNormal: Math.round(parts.reduce((sum, p) => sum + p.variant.priceNormal * p.quantity, 0) / 1000) * 1000,
          discountPercent,
          stock: Math.min(...parts.map((p) => Math.floor(p.variant.stock / p.quantity))),
        },
      ],
      totalSales: random.int(0, 400),
      rating: Math.round((4.3 + random.next() * 0.7) * 10) / 10,
      promo,
      voucherAmount: random.chance(0.3) ? random.pick([50_000, 100_000, 150_000]) : 0,
      imageCount: 3,
      atmosphereCount: 2,
      createdAt: options.now - createdDaysAgo * DAY - k * 60,
      description: describeBundle(
        { name, roomName: room.name, colour: main.variant.colour.name },
        parts.map((part): BundlePart => ({ ...part, subCategory: subCategorySeeds.get(part.product.subCategoryId)! })),
      ),
    };
    products.push(bundle);
    for (const part of parts) {
      components.push({ bundleId: bundle.id, productId: part.product.id, variantId: part.variant.id, quantity: part.quantity });
    }
    if (gift) gifts.push({ bundle, gift });
  }
  return { products, components, gifts };
};

/** Rooms (ids 1-6) and their sub-categories (ids 100 + 10 × room + position). */
const categoryRecords = (): CategoryRecord[] =>
  categorySeeds.flatMap((category, ci) => [
    {
      id: categoryId(ci),
      parentId: null,
      name: category.name,
      slug: slugify(category.name),
      roomType: category.roomType,
      description: category.content,
      sort: ci + 1,
    },
    ...category.subCategories.map((sub, si) => ({
      id: subCategoryId(ci, si),
      parentId: categoryId(ci),
      name: sub.name,
      slug: slugify(sub.name),
      roomType: category.roomType,
      description: `${sub.name} pilihan untuk ${category.name.toLowerCase()} Anda.`,
      sort: si + 1,
    })),
  ]);

const categoryGroupRecords = (): CategoryGroupRecord[] =>
  categoryGroupSeeds.map((group, index) => ({
    id: group.id,
    name: group.name,
    slug: slugify(group.name),
    sort: index + 1,
    subCategoryIds: group.subCategories.map(subCategoryIdByName),
    bundlesOnly: group.bundlesOnly,
  }));

const minPrice = (product: ProductRecord) => Math.min(...product.variants.map(discountedPrice));
const bestSelling = (a: ProductRecord, b: ProductRecord) => b.totalSales - a.totalSales || a.id - b.id;

/** The home page's product groups, each a selection a shop assistant would make. */
const productGroupRecords = (products: readonly ProductRecord[]): ProductGroupRecord[] => {
  const inStock = products.filter((p) => totalStock(p) > 0);
  const singlesIn = (roomType: string) => inStock.filter((p) => !p.isBundle && p.roomType === roomType && p.rating >= 4.2);
  const groups: { name: string; description: string; products: readonly ProductRecord[]; size: number }[] = [
    { name: 'Ruang Tamu Nyaman', description: 'Sofa, meja tamu dan bufet pilihan untuk berkumpul bersama keluarga.', products: singlesIn('ruang-tamu'), size: 14 },
    { name: 'Kamar Tidur Impian', description: 'Ranjang, springbed dan lemari untuk tidur yang lebih nyenyak.', products: singlesIn('kamar-tidur'), size: 14 },
    { name: 'Kerja dari Rumah', description: 'Meja, kursi ergonomis dan rak untuk ruang kerja yang produktif.', products: singlesIn('ruang-kerja'), size: 12 },
    { name: 'Paket Hemat Pilihan', description: 'Satu paket untuk seluruh ruangan, lebih hemat daripada membeli satuan.', products: inStock.filter((p) => p.isBundle), size: 12 },
    { name: 'Di Bawah Rp1 Juta', description: 'Furnitur berkualitas dengan harga bersahabat.', products: inStock.filter((p) => !p.isBundle && minPrice(p) < 1_000_000), size: 16 },
  ];
  return groups.map((group, gi) => ({
    id: gi + 1,
    name: group.name,
    description: group.description,
    sort: gi + 1,
    entries: [...group.products]
      .sort(bestSelling)
      .slice(0, group.size)
      .map((product, i) => ({ id: (gi + 1) * 1000 + i + 1, productId: product.id })),
  }));
};

/** "Kombo Hemat": each product with that badge offers a cheaper product of its room at the badge's saving. */
const comboRecords = (random: SeededRandom, products: readonly ProductRecord[]): ComboRecord[] => {
  const combos: ComboRecord[] = [];
  for (const product of products.filter((p) => p.promo?.type === 'KOMBO HEMAT')) {
    const saving = Number(/(\d+)%/.exec(product.promo!.text)?.[1] ?? 10);
    const partners = products.filter(
      (p) => !p.isBundle && p.categoryId === product.categoryId && p.subCategoryId !== product.subCategoryId && totalStock(p) > 0 && minPrice(p) < minPrice(product),
    );
    if (partners.length === 0) continue;
    const partner = random.pick(partners);
    const partnerVariant = inStockVariant(partner);
    combos.push({
      id: combos.length + 1,
      name: `Kombo Hemat ${product.name} + ${partner.name}`,
      productId: product.id,
      variantId: inStockVariant(product).id,
      comboProductId: partner.id,
      comboVariantId: partnerVariant.id,
      comboPrice: Math.max(1000, Math.round((discountedPrice(partnerVariant) * (100 - saving)) / 100 / 1000) * 1000),
      isMultipleBuy: random.chance(0.3),
    });
  }
  return combos;
};

/** "GRATIS": the products with that badge bring the item it names; some bundles bring a product of the store. */
const freeGiftRecords = (random: SeededRandom, products: readonly ProductRecord[], bundleGifts: GeneratedBundles['gifts']): FreeGiftRecord[] => {
  const records: FreeGiftRecord[] = [];
  for (const product of products.filter((p) => !p.isBundle && p.promo?.type === 'GRATIS')) {
    const text = product.promo!.text;
    const freeType = giftTypes[text] ?? 'item';
    records.push({
      id: records.length + 1,
      productId: product.id,
      variantIds: product.variants.map((v) => v.id),
      freeType,
      giftName: freeType === 'item' ? text : `Gratis ${text}`,
      giftVariantId: null,
      isMultipleBuy: random.chance(0.5),
    });
  }
  for (const { bundle, gift } of bundleGifts) {
    records.push({
      id: records.length + 1,
      productId: bundle.id,
      variantIds: bundle.variants.map((v) => v.id),
      freeType: 'product',
      giftName: gift.name,
      giftVariantId: inStockVariant(gift).id,
      isMultipleBuy: false,
    });
  }
  return records;
};

/** Large furniture made to order: a few sold-out pieces and some in stock, shipped after 1 to 4 weeks. */
const preOrderRecords = (random: SeededRandom, products: readonly ProductRecord[]): PreOrderRecord[] => {
  const madeToOrder = products.filter((p) => !p.isBundle && ['sofa', 'wardrobe', 'bed', 'dining-table', 'tv-cabinet'].includes(p.kind));
  const soldOut = madeToOrder.filter((p) => totalStock(p) === 0);
  const inStock = madeToOrder.filter((p) => totalStock(p) > 0);
  const chosen = [...random.sample(soldOut, 3), ...random.sample(inStock, 7)].sort((a, b) => a.id - b.id);
  return chosen.map((product, i) => ({
    id: i + 1,
    productId: product.id,
    variantIds: product.variants.map((v) => v.id),
    shipDays: random.pick([7, 14, 21, 30]),
  }));
};

/**
 * The catalogue: single products over every room, bundles of them, the
 * categories and category groups, the home page's product groups, and the
 * combo, free-item and pre-order promotions.
 */
export const seedCatalogue = async (db: Database, seed: SeedContext): Promise<void> => {
  const singles = generateProducts(seed.random, { count: SEEDED_SINGLE_PRODUCT_COUNT * seed.scale, now: seed.now });
  const random = forkRandom('catalogue', singles);
  const bundles = generateBundles(random, singles, { count: SEEDED_BUNDLE_COUNT * seed.scale, now: seed.now });
  const products = [...singles, ...bundles.products];

  for (const record of products) await db.products.create(record);
  for (const record of bundles.components) await db.bundleComponents.create(record);
  for (const record of categoryRecords()) await db.productCategories.create(record);
  for (const record of categoryGroupRecords()) await db.categoryGroups.create(record);
  for (const record of productGroupRecords(products)) await db.productGroups.create(record);
  for (const record of comboRecords(random, products)) await db.comboDeals.create(record);
  for (const record of freeGiftRecords(random, products, bundles.gifts)) await db.freeGiftOffers.create(record);
  for (const record of preOrderRecords(random, products)) await db.preOrderOffers.create(record);
};
