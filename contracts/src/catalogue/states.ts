import type { ProviderStates } from '../provider/provider-state';
import { createProduct, param } from './catalogue-fixtures';

/** Provider states the catalogue interactions name. */
export const catalogueStates: ProviderStates = {
  // The seed has over 300 products in every room; nothing to add.
  'the catalogue has products': () => {},

  /**
   * A single product that passes every key of the list-filter interaction:
   * its name holds `q`, it is in `categories[0]` / `sub_category[0]` (a
   * sub-category of category group `category_group`), made of `materials`,
   * in colour `colors[0]`, of brand `brands[0]`, for room `room_type[0]`, and
   * priced between `price_min` and `price_max`; the newest of the catalogue.
   */
  'a product matching the list filter exists': async (api, params) => {
    const slug = 'sofa-jati-arkana-3-seater-kontrak';
    if (api.db.products.findFirst((q) => q.where({ slug }))) return;
    const priceMin = param.number(params, 'price_min', 0);
    const priceMax = param.number(params, 'price_max', 10_000_000);
    await createProduct(api, {
      slug,
      name: `${param.text(params, 'q', 'Sofa')} Jati Arkana 3 Seater`.replace(/^./, (c) => c.toUpperCase()),
      categoryId: param.numbers(params, 'categories')[0] ?? 4,
      subCategoryId: param.numbers(params, 'sub_category')[0] ?? 130,
      materials: param.texts(params, 'materials'),
      brand: param.texts(params, 'brands')[0] ?? 'Arkana',
      roomType: param.texts(params, 'room_type')[0] ?? 'ruang-tamu',
      variants: [
        {
          id: Math.max(0, ...api.db.products.all().flatMap((p) => p.variants.map((v) => v.id))) + 1,
          name: '3 Seater',
          colour: { name: param.texts(params, 'colors')[0] ?? 'Putih', hex: '#f1ede6' },
          priceNormal: Math.round((priceMin + priceMax) / 2 / 1000) * 1000,
          discountPercent: 0,
          stock: 6,
        },
      ],
      createdAt: api.clock.unixSeconds() + 60,
    });
  },

  /** A product whose name holds `keyword` (search suggestions). */
  'a product name holds the keyword': async (api, params) => {
    const keyword = param.text(params, 'keyword', 'sofa');
    if (api.db.products.all().some((p) => p.name.toLowerCase().includes(keyword.toLowerCase()))) return;
    await createProduct(api, { slug: `${keyword}-kontrak`, name: `${keyword} Kontrak` });
  },

  /** The rooms, their sub-categories and the category groups, Paket Hemat (123) among them, are seeded. */
  'the catalogue has categories and category groups': (api) => {
    if (api.db.productCategories.count() === 0 || !api.db.categoryGroups.findFirst((q) => q.where({ id: 123 }))) {
      throw new Error('The seed lost its categories or the Paket Hemat group');
    }
  },

  /** A home product group with this id holding products in stock. */
  'a product group exists': async (api, params) => {
    const id = param.number(params, 'id', 1);
    const group = api.db.productGroups.findFirst((q) => q.where({ id }));
    if (group && group.entries.length > 0) return;
    if (group) api.db.productGroups.delete((q) => q.where({ id }));
    const products = api.db.products.all().filter((p) => p.variants.some((v) => v.stock > 0)).slice(0, 4);
    await api.db.productGroups.create({
      id,
      name: 'Pilihan Minggu Ini',
      description: 'Produk pilihan tim kami minggu ini.',
      sort: id,
      entries: products.map((p, i) => ({ id: id * 1000 + i + 1, productId: p.id })),
    });
  },

  /** A "Kombo Hemat" deal whose partner is in stock. */
  'a combo deal is running': async (api) => {
    const products = api.db.products.all();
    const inStock = (productId: number, variantId: number) =>
      products.find((p) => p.id === productId)?.variants.some((v) => v.id === variantId && v.stock > 0) ?? false;
    if (api.db.comboDeals.all().some((c) => inStock(c.comboProductId, c.comboVariantId))) return;
    const [main, partner] = products.filter((p) => !p.isBundle && p.variants[0]!.stock > 0);
    await api.db.comboDeals.create({
      id: Math.max(0, ...api.db.comboDeals.all().map((c) => c.id)) + 1,
      name: `Kombo Hemat ${main!.name} + ${partner!.name}`,
      productId: main!.id,
      variantId: main!.variants[0]!.id,
      comboProductId: partner!.id,
      comboVariantId: partner!.variants[0]!.id,
      comboPrice: Math.round((partner!.variants[0]!.priceNormal * 0.8) / 1000) * 1000,
      isMultipleBuy: false,
    });
  },

  /** A product that comes with a free product of the store. */
  'a product comes with a free item': async (api) => {
    if (api.db.freeGiftOffers.all().some((o) => o.freeType === 'product')) return;
    const [product, gift] = api.db.products.all().filter((p) => !p.isBundle);
    await api.db.freeGiftOffers.create({
      id: Math.max(0, ...api.db.freeGiftOffers.all().map((o) => o.id)) + 1,
      productId: product!.id,
      variantIds: product!.variants.map((v) => v.id),
      freeType: 'product',
      giftName: gift!.name,
      giftVariantId: gift!.variants[0]!.id,
      isMultipleBuy: false,
    });
  },

  /** A product sold on pre-order. */
  'a product is sold on pre-order': async (api) => {
    if (api.db.preOrderOffers.count() > 0) return;
    const product = api.db.products.all()[0]!;
    await api.db.preOrderOffers.create({ id: 1, productId: product.id, variantIds: product.variants.map((v) => v.id), shipDays: 14 });
  },
};
