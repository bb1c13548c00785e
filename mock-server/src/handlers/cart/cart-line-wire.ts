import type { CartLineWire, CartWire } from '@more/adapters/wire';
import type { ProductRecord, VariantRecord } from '../../db/catalogue';
import type { CartLineRecord } from '../../db/cart';
import type { Database } from '../../db/database';
import { discountedPrice, rupiahText } from '../catalogue/product-wire';
import { variantImageUrl } from '../media';

export interface CatalogueVariant {
  readonly product: ProductRecord;
  readonly variant: VariantRecord;
}

const variantIndexes = new WeakMap<Database, ReadonlyMap<number, CatalogueVariant>>();
const watchedCatalogues = new WeakSet<Database>();

/**
 * Every variant of the catalogue by its id (uni_product_variants_id). Kept
 * between requests and dropped when a product is created, changed or deleted:
 * rebuilding it for every cart call made add-to-cart cost as much as the
 * whole catalogue (bench:mock at 100x).
 */
export const variantsById = (db: Database): ReadonlyMap<number, CatalogueVariant> => {
  const kept = variantIndexes.get(db);
  if (kept) return kept;
  if (!watchedCatalogues.has(db)) {
    watchedCatalogues.add(db);
    const forget = () => void variantIndexes.delete(db);
    db.products.hooks.on('create', forget);
    db.products.hooks.on('update', forget);
    db.products.hooks.on('delete', forget);
  }
  const index = new Map<number, CatalogueVariant>();
  for (const product of db.products.all()) for (const variant of product.variants) index.set(variant.id, { product, variant });
  variantIndexes.set(db, index);
  return index;
};

/** What a line of this variant costs and comes with. */
export interface LineTerms {
  readonly unitPrice: number;
  readonly flashSale: CartLineWire['flash_sale'];
  readonly getFree: CartLineWire['get_free'];
  readonly getPo: CartLineWire['get_po'];
  readonly getCombo: CartLineWire['get_combo'];
  /** Document 1 §4: such a line is always bought once. */
  readonly forcedSingle: boolean;
}

/** A "Kombo Hemat" badge says how much the deal saves ("Hemat 15%"); other products save 10% in a combo. */
const comboSavingPercent = (product: ProductRecord): number => {
  const match = product.promo?.type === 'KOMBO HEMAT' ? /(\d{1,2})\s*%/.exec(product.promo.text) : null;
  return match ? Number(match[1]) : 10;
};

/**
 * The promotion terms of a line, read from what the catalogue says of its
 * product: the price after MORE's discount; in a combo (`id_combo`), the
 * price the deal advertises (`GET uni/product/combo`) when the line is that
 * deal's partner, so the cart charges what the promotion pages promised; a
 * "FLASH SALE" badge makes a flash-sale line and a "GRATIS" badge a line of a
 * product that brings a free item (the item named by the badge's text; the
 * product itself is paid for), both bought once; a reward line (`is_reedem`)
 * costs nothing, being paid with points. Any other deal id still prices the
 * line as a combo, at the badge's saving.
 */
export const lineTermsOf = (db: Database, product: ProductRecord, variant: VariantRecord, comboId: number | null, isRedeem: boolean): LineTerms => {
  const morePrice = discountedPrice(variant);
  const none = { flashSale: null, getFree: null, getPo: null, getCombo: null };
  if (isRedeem) return { ...none, unitPrice: 0, forcedSingle: false };
  const deal = comboId === null ? null : db.comboDeals.findFirst((q) => q.where({ id: comboId }));
  if (deal && deal.comboVariantId === variant.id) {
    const getCombo = { combo_price: deal.comboPrice, is_multiple_buy: deal.isMultipleBuy };
    return { ...none, unitPrice: deal.comboPrice, getCombo, forcedSingle: !deal.isMultipleBuy };
  }
  if (comboId !== null) {
    const comboPrice = Math.floor((morePrice * (100 - comboSavingPercent(product))) / 100 / 1000) * 1000;
    return { ...none, unitPrice: comboPrice, getCombo: { combo_price: comboPrice, is_multiple_buy: true }, forcedSingle: false };
  }
  if (product.promo?.type === 'FLASH SALE') {
    return { ...none, unitPrice: morePrice, flashSale: { price: morePrice, price_rp: rupiahText(morePrice), end: null }, forcedSingle: true };
  }
  if (product.promo?.type === 'GRATIS') {
    const gift = { is_multiple_buy: false, free_type: product.promo.text || null, free_uni_product_variants_id: null };
    return { ...none, unitPrice: morePrice, getFree: gift, forcedSingle: true };
  }
  return { ...none, unitPrice: morePrice, forcedSingle: false };
};

/** A variant's long name: the product and its colour, as the cart and orders show it. */
export const variantLongName = ({ product, variant }: CatalogueVariant): string => `${product.name} - ${variant.colour.name}`;

/** A cart line as the API answers it: the record's choices, the catalogue's names, prices and stock of today. */
export const toCartLineWire = (db: Database, line: CartLineRecord, found: CatalogueVariant, origin: string): CartLineWire => {
  const { product, variant } = found;
  const terms = lineTermsOf(db, product, variant, line.comboId, line.isRedeem);
  const morePrice = discountedPrice(variant);
  const subtotal = terms.unitPrice * line.quantity;
  return {
    id: variant.id,
    slug: product.slug,
    name_long: variantLongName(found),
    name_short: product.name,
    image: { image_url: variantImageUrl(origin, product, variant.id), alt_text: product.name },
    valid_price: terms.unitPrice,
    valid_price_rp: rupiahText(terms.unitPrice),
    subtotal,
    subtotal_rp: rupiahText(subtotal),
    quantity: line.quantity,
    stock_available: variant.stock,
    valid_stock: variant.stock,
    is_selected: line.selected,
    is_reedem: line.isRedeem,
    is_get_combo: line.comboId !== null,
    id_combo: line.comboId,
    // The catalogue's products carry no bundle components yet: bundle lines answer an empty summary.
    bundle_summary: [],
    prices: {
      ho_normal: variant.priceNormal,
      ho_normal_rp: rupiahText(variant.priceNormal),
      ho_more: morePrice,
      more_discount: variant.discountPercent,
      more_discount_price: Math.max(0, variant.priceNormal - morePrice),
    },
    flash_sale: terms.flashSale,
    get_free: terms.getFree,
    get_po: terms.getPo,
    get_combo: terms.getCombo,
  };
};

/** The lines of a customer's cart, in the order they were added. */
export const cartLinesOf = (db: Database, customerId: number) =>
  db.cartLines.findMany((q) => q.where({ customerId })).sort((a, b) => a.addedAt - b.addedAt);

/** A customer's cart as `GET more/transaction/cart` answers it. Lines whose variant left the catalogue are left out. */
export const cartOf = (db: Database, customerId: number, origin: string): CartWire => {
  const variants = variantsById(db);
  const lines = cartLinesOf(db, customerId).flatMap((line) => {
    const found = variants.get(line.variantId);
    return found ? [toCartLineWire(db, line, found, origin)] : [];
  });
  return { note: db.cartNotes.findFirst((q) => q.where({ customerId }))?.note ?? '', r_more_transaction_cart_details: lines };
};

/** Same line: same variant, same deal, both rewards or both bought. */
export const sameLine = (a: Pick<CartLineRecord, 'variantId' | 'comboId' | 'isRedeem'>, b: Pick<CartLineRecord, 'variantId' | 'comboId' | 'isRedeem'>) =>
  a.variantId === b.variantId && a.comboId === b.comboId && a.isRedeem === b.isRedeem;
