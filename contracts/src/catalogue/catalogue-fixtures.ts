import type { MockApi } from '@more/mock-server';

/**
 * Data the catalogue's provider states put in place on the mock API. Each
 * helper is idempotent: the Pact Verifier sets states up on one running mock,
 * interaction after interaction, without resetting it.
 */
type ProductRecord = ReturnType<MockApi['db']['products']['all']>[number];
type ProductInput = Omit<ProductRecord, symbol>;

const nextId = (ids: readonly number[]) => Math.max(0, ...ids) + 1;
const nextVariantId = (api: MockApi) => nextId(api.db.products.all().flatMap((p) => p.variants.map((v) => v.id)));

/** Reads a state's parameter, or its default when the pact gives none. */
export const param = {
  text: (params: Readonly<Record<string, unknown>>, key: string, fallback: string): string =>
    typeof params[key] === 'string' ? params[key] : fallback,
  number: (params: Readonly<Record<string, unknown>>, key: string, fallback: number): number =>
    typeof params[key] === 'number' ? params[key] : Number(params[key] ?? fallback) || fallback,
  numbers: (params: Readonly<Record<string, unknown>>, key: string): number[] =>
    Array.isArray(params[key]) ? (params[key] as unknown[]).map(Number).filter(Number.isFinite) : [],
  texts: (params: Readonly<Record<string, unknown>>, key: string): string[] =>
    Array.isArray(params[key]) ? (params[key] as unknown[]).map(String) : [],
};

/** A plain single product in stock: a living-room sofa unless told otherwise. */
export const createProduct = async (api: MockApi, overrides: Partial<ProductInput> & Pick<ProductInput, 'slug' | 'name'>): Promise<ProductRecord> =>
  api.db.products.create({
    id: nextId(api.db.products.all().map((p) => p.id)),
    kind: 'sofa',
    categoryId: 4,
    subCategoryId: 130,
    roomType: 'ruang-tamu',
    brand: 'Arkana',
    materials: ['Kayu Jati', 'Kain Linen'],
    isBundle: false,
    variants: [{ id: nextVariantId(api), name: '3 Seater', colour: { name: 'Abu-abu', hex: '#8e9094' }, priceNormal: 3_500_000, discountPercent: 10, stock: 14 }],
    totalSales: 120,
    rating: 4.8,
    promo: null,
    voucherAmount: 50_000,
    imageCount: 2,
    atmosphereCount: 1,
    createdAt: api.clock.unixSeconds(),
    description: `${overrides.name}: rangka kayu jati, busa padat, kain linen yang mudah dirawat.`,
    ...overrides,
  });

/** The single product with this slug, made (a living-room sofa) when the catalogue has none. */
export const ensureProduct = async (api: MockApi, slug: string, name = 'Sofa Aruna 3 Seater'): Promise<ProductRecord> =>
  api.db.products.findFirst((q) => q.where({ slug })) ?? createProduct(api, { slug, name });

/** A bundle with this product id holding at least two in-stock products. */
export const ensureBundle = async (api: MockApi, id: number): Promise<ProductRecord> => {
  const existing = api.db.products.findFirst((q) => q.where({ id }));
  const components = api.db.bundleComponents.findMany((q) => q.where({ bundleId: id }));
  if (existing?.isBundle && components.length >= 2) return existing;
  if (existing) api.db.products.delete((q) => q.where({ id }));
  api.db.bundleComponents.deleteMany((q) => q.where({ bundleId: id }));
  const parts = api.db.products
    .all()
    .filter((p) => !p.isBundle && p.categoryId === 1 && p.variants.some((v) => v.stock > 0))
    .slice(0, 3);
  const bundle = await api.db.products.create({
    id,
    slug: `paket-kamar-tidur-kontrak-${id}`,
    name: 'Paket Kamar Tidur Kontrak',
    kind: 'bed',
    categoryId: 1,
    subCategoryId: parts[0]!.subCategoryId,
    roomType: 'kamar-tidur',
    brand: parts[0]!.brand,
    materials: parts[0]!.materials,
    isBundle: true,
    variants: [{ id: nextVariantId(api), name: 'Paket', colour: parts[0]!.variants[0]!.colour, priceNormal: 9_000_000, discountPercent: 15, stock: 3 }],
    totalSales: 10,
    rating: 4.9,
    promo: null,
    voucherAmount: 0,
    imageCount: 3,
    atmosphereCount: 2,
    createdAt: api.clock.unixSeconds(),
    description: 'Paket kamar tidur lengkap.',
  });
  for (const part of parts) {
    const variant = part.variants.find((v) => v.stock > 0)!;
    await api.db.bundleComponents.create({ bundleId: id, productId: part.id, variantId: variant.id, quantity: part.kind === 'nightstand' ? 2 : 1 });
  }
  return bundle;
};
