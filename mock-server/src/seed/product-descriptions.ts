import type { ProductRecord, VariantRecord } from '../db/catalogue';
import { type FurnitureKind, type Material, materials as knownMaterials, styles, type SubCategorySeed } from './catalogue-data';
import { kindCare, materialCare, materialNotes, warrantyOf } from './material-care';
import { productSize, type ProductSize, subCategorySpecs } from './product-sizes';

/**
 * The product page's description, as a furniture shop writes it: an
 * introduction, then dimensions, weight, materials, care and warranty. It is
 * made from the product's own data (sub-category, the size its name ends in,
 * style, brand, colours, materials), so it always agrees with the name and the
 * specification rows; and it holds only the markup the store's sanitiser keeps
 * (p, h3, ul, li, strong: web/src/features/product-detail/description-sanitiser.ts).
 */

type Described = Pick<ProductRecord, 'name' | 'slug' | 'kind' | 'brand' | 'materials' | 'variants'>;

const stylePhrases: Readonly<Record<(typeof styles)[number], string>> = {
  Minimalis: 'berdesain minimalis dengan garis yang bersih',
  Skandinavia: 'bergaya Skandinavia yang terang dan hangat',
  Industrial: 'bergaya industrial yang tegas',
  Klasik: 'bergaya klasik dengan detail yang anggun',
  Japandi: 'bergaya Japandi yang tenang dan bersahaja',
  Modern: 'berdesain modern yang rapi',
  Retro: 'bernuansa retro yang ceria',
};

const CLAIM = 'Klaim garansi diajukan lewat tombol Ajukan Komplain pada pesanan Anda; simpan nomor pesanannya.';

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** "A", "A dan B", "A, B dan C". */
const listText = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} dan ${items.at(-1)}`;

/** "32 kg", "4,5 kg". */
const kgText = (kg: number): string => `${String(kg).replace('.', ',')} kg`;

const dimensionsText = (size: ProductSize): string => `${size.lengthCm} x ${size.widthCm} x ${size.heightCm} cm`;
const dimensionsLabel = (size: ProductSize): string => `Dimensi${size.measures ? ` ${size.measures}` : ''} (P x L x T)`;
const weightLabel = (size: ProductSize): string => `Berat${size.weighs ? ` (${size.weighs})` : ''}`;

const isMaterial = (name: string): name is Material => (knownMaterials as readonly string[]).includes(name);

/** The size of a single product of `subCategory`: its descriptor (every variant's name) decides it. */
export const sizeOfProduct = (product: Pick<ProductRecord, 'slug' | 'variants'>, subCategory: Pick<SubCategorySeed, 'name'>): ProductSize =>
  productSize(subCategory.name, product.variants[0]!.name, product.slug);

const colourNames = (variants: readonly VariantRecord[]): string[] => [...new Set(variants.map((v) => v.colour.name))];

/** The care of a product: its materials' (once each), then its kind's. */
const careOf = (kind: string, materials: readonly string[]): string[] => [
  ...new Set([...materials.filter(isMaterial).map((m) => materialCare[m]), ...(kindCare[kind as FurnitureKind] ? [kindCare[kind as FurnitureKind]!] : [])]),
];

const listHtml = (items: readonly string[]): string => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

/** The description of a single product of `subCategory`. */
export const describeProduct = (product: Described, subCategory: SubCategorySeed): string => {
  const spec = subCategorySpecs[subCategory.name];
  if (!spec) throw new Error(`No description for ${subCategory.name}`);
  const size = sizeOfProduct(product, subCategory);
  const style = styles.find((s) => product.name.split(' ').includes(s));
  const what = `${spec.noun}${style ? ` ${stylePhrases[style]}` : ''}`;
  // Two openings, chosen by the size's own variation, so neighbouring products do not read alike.
  const opening =
    size.lengthCm % 2 === 0
      ? `${product.name} adalah ${what} dari ${product.brand} ${spec.purpose}.`
      : `Dari ${product.brand}, ${product.name} hadir sebagai ${what} ${spec.purpose}.`;
  const colours = colourNames(product.variants);
  const colourText = colours.length === 1 ? `Tersedia dalam warna ${colours[0]}.` : `Tersedia dalam ${colours.length} pilihan warna: ${listText(colours)}.`;
  return [
    `<p>${escapeHtml(`${opening} ${size.feature} ${colourText}`)}</p>`,
    '<h3>Dimensi dan Berat</h3>',
    listHtml([
      `<strong>${dimensionsLabel(size)}:</strong> ${dimensionsText(size)}`,
      `<strong>${escapeHtml(weightLabel(size))}:</strong> ${kgText(size.weightKg)}`,
    ]),
    '<h3>Bahan</h3>',
    listHtml(product.materials.map((m) => `<strong>${escapeHtml(m)}</strong>: ${isMaterial(m) ? materialNotes[m] : 'bahan pilihan'}`)),
    '<h3>Perawatan</h3>',
    listHtml(careOf(product.kind, product.materials).map(escapeHtml)),
    '<h3>Garansi</h3>',
    `<p>${escapeHtml(`${warrantyOf(product.kind as FurnitureKind, product.materials)} ${CLAIM}`)}</p>`,
  ].join('');
};

export interface BundlePart {
  readonly product: Described;
  readonly variant: VariantRecord;
  readonly quantity: number;
  readonly subCategory: SubCategorySeed;
}

/** The description of a bundle: what it holds, each part's size, weight, materials and warranty, and their care. */
export const describeBundle = (bundle: { readonly name: string; readonly roomName: string; readonly colour: string }, parts: readonly BundlePart[]): string => {
  const sized = parts.map((part) => ({ ...part, size: sizeOfProduct(part.product, part.subCategory) }));
  const total = sized.reduce((sum, part) => sum + part.size.weightKg * part.quantity, 0);
  const pieces = parts.reduce((sum, part) => sum + part.quantity, 0);
  const intro =
    `${bundle.name} berisi ${pieces} barang untuk ${bundle.roomName.toLowerCase()} dalam warna ${bundle.colour} yang serasi, ` +
    'lebih hemat daripada membeli satu per satu.';
  return [
    `<p>${escapeHtml(intro)}</p>`,
    '<h3>Isi Paket</h3>',
    listHtml(parts.map((part) => escapeHtml(`${part.quantity} × ${part.product.name} (${part.variant.colour.name})`))),
    '<h3>Dimensi dan Berat</h3>',
    listHtml([
      ...sized.map(
        (part) =>
          `<strong>${escapeHtml(part.product.name)}:</strong> ${dimensionsLabel(part.size)}: ${dimensionsText(part.size)}; ` +
          `${escapeHtml(weightLabel(part.size))}: ${kgText(part.size.weightKg)}${part.quantity > 1 ? ' per buah' : ''}`,
      ),
      `<strong>Berat total paket:</strong> ${kgText(total)}`,
    ]),
    '<h3>Bahan</h3>',
    listHtml(parts.map((part) => `<strong>${escapeHtml(part.product.name)}:</strong> ${escapeHtml(listText(part.product.materials))}`)),
    '<h3>Perawatan</h3>',
    listHtml([...new Set(parts.flatMap((part) => careOf(part.product.kind, part.product.materials)))].map(escapeHtml)),
    '<h3>Garansi</h3>',
    listHtml(parts.map((part) => `<strong>${escapeHtml(part.product.name)}:</strong> ${escapeHtml(warrantyOf(part.product.kind as FurnitureKind, part.product.materials))}`)),
    `<p>${escapeHtml(CLAIM)}</p>`,
  ].join('');
};
