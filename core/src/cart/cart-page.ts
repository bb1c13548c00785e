import { productHref } from '../catalogue/product-card';
import { failureText } from '../shared/failure-text';
import { formatRupiah } from '../money/rupiah';
import type { CartLine, CartLineKey } from './cart-line';
import { cartLineKey } from './cart-line';
import type { IncreaseQuantityOutcome, StockCheckOutcome } from './cart-outcome';
import type { CartSaveStatus, ServerCartStatus } from './shopping-cart-state';
import { MIN_CART_QUANTITY, cartQuantityLimit, isForcedSingle } from './line-quantity';
import { lineSubtotal } from './cart-totals';

/** The cart page's words (document 1 §2 names the route Cart; its texts are the store's own). */
export const CART_PAGE_TEXT = {
  title: 'Keranjang Belanja',
  selectAll: 'Pilih Semua',
  remove: 'Hapus',
  noteLabel: 'Catatan untuk penjual',
  notePlaceholder: 'Contoh: mohon hubungi dulu sebelum dikirim',
  summaryTitle: 'Ringkasan Belanja',
  checkout: 'Checkout',
  emptyTitle: 'Keranjang belanja Anda masih kosong',
  emptyText: 'Yuk, isi dengan furnitur pilihan untuk rumah Anda.',
  shopNow: 'Belanja Sekarang',
  nothingSelected: 'Pilih produk yang ingin dibeli terlebih dahulu',
  loginToCheckout: 'Masuk untuk melanjutkan ke checkout',
  cartNotReady: 'Keranjang di akun Anda masih dimuat. Coba lagi sebentar lagi.',
  checkoutBusy: 'Pesanan Anda sedang dibuat. Mohon menunggu..',
  checking: 'Memeriksa stok…',
  rewardsTitle: 'Tukar Poin dengan Hadiah',
} as const;

/** The most a note may hold: a courier's label has room for a sentence or two. */
export const CART_NOTE_MAX_LENGTH = 250;

export type CartLineBadgeKind = 'flash-sale' | 'free-gift' | 'gift' | 'combo' | 'pre-order' | 'redeem';

export interface CartLineBadge {
  readonly kind: CartLineBadgeKind;
  readonly label: string;
}

/** One line as the cart page shows it; every number and word decided here. */
export interface CartLineView {
  readonly key: CartLineKey;
  readonly line: CartLine;
  /** The line's product page: a bundle's at /bundle/{slug}, any other at /product/{slug}. */
  readonly href: string;
  readonly badges: readonly CartLineBadge[];
  /** The price before discount, shown struck through; null when there is no discount. */
  readonly normalPrice: number | null;
  readonly subtotal: number;
  readonly quantity: number;
  /** The stepper's bounds: 1..valid stock, or 1..1 for a forced line. */
  readonly min: number;
  readonly max: number;
  readonly canDecrease: boolean;
  readonly canIncrease: boolean;
  /** Why the quantity cannot change, beside a forced line's stepper. */
  readonly forcedNote: string | null;
  /** What the line belongs to: a combo deal, or the product whose free gift it is. */
  readonly belongsTo: string | null;
  /** "Sisa 3" when few are left; "Stok habis" when none: checkout's stock check will take it out. */
  readonly stockNote: string | null;
  /** Each product of a bundle with its quantity for this line. */
  readonly bundleParts: readonly { readonly name: string; readonly quantity: number }[];
}

/** At or below this many, the line says how many are left. */
export const FEW_LEFT = 5;

/**
 * The product whose free gift this line is, if any: a line the shopper is not
 * charged for is only "free" when it really costs nothing.
 */
const giftOwnerOf = (line: CartLine, lines: readonly CartLine[]): CartLine | undefined =>
  lines.find((other) => other !== line && other.freeGift?.freeVariantId === line.variantId);

/** The charged amount is what decides "Gratis": a line that costs something is never called free. */
const isFreeOfCharge = (line: CartLine): boolean => lineSubtotal(line) === 0;

/**
 * A product bought with a free gift is itself paid for: its badge says it
 * brings a gift ("Dapat Hadiah"), not that it is free. "Gratis Hadiah" is for
 * the gift's own line, and only when it is charged nothing.
 */
export const FREE_GIFT_BADGE = { owner: 'Dapat Hadiah', gift: 'Gratis Hadiah' } as const;

const badgesOf = (line: CartLine, lines: readonly CartLine[]): CartLineBadge[] => {
  const badges: CartLineBadge[] = [];
  if (line.isRedeem) badges.push({ kind: 'redeem', label: 'Hadiah Poin' });
  if (line.flashSale) badges.push({ kind: 'flash-sale', label: 'Flash Sale' });
  if (line.combo) badges.push({ kind: 'combo', label: 'Kombo Hemat' });
  if (line.freeGift) badges.push({ kind: 'free-gift', label: FREE_GIFT_BADGE.owner });
  if (!line.isRedeem && isFreeOfCharge(line) && giftOwnerOf(line, lines)) badges.push({ kind: 'gift', label: FREE_GIFT_BADGE.gift });
  if (line.preOrder) badges.push({ kind: 'pre-order', label: line.preOrder.estimate ? `Pre-Order · ${line.preOrder.estimate}` : 'Pre-Order' });
  return badges;
};

const forcedNoteOf = (line: CartLine): string | null => {
  if (!isForcedSingle(line)) return null;
  if (line.flashSale) return 'Produk flash sale hanya dapat dibeli 1 per pesanan';
  return 'Produk promo ini hanya dapat dibeli 1 per pesanan';
};

const belongsToOf = (line: CartLine, lines: readonly CartLine[]): string | null => {
  const giftOf = giftOwnerOf(line, lines);
  if (giftOf) return `${isFreeOfCharge(line) ? 'Hadiah gratis' : 'Hadiah'} untuk ${giftOf.nameShort || giftOf.nameLong}`;
  if (line.combo) return `Paket Kombo Hemat · ${formatRupiah(line.combo.price)}`;
  if (line.isRedeem) return 'Ditukar dengan poin belanja';
  return null;
};

const stockNoteOf = (line: CartLine): string | null => {
  if (line.validStock < MIN_CART_QUANTITY) return 'Stok habis';
  if (line.validStock <= FEW_LEFT) return `Sisa ${Math.floor(line.validStock)}`;
  return null;
};

export const cartLineView = (line: CartLine, lines: readonly CartLine[] = [line]): CartLineView => {
  const max = cartQuantityLimit(line);
  return {
    key: cartLineKey(line),
    line,
    href: productHref({ slug: line.slug, isBundle: line.bundle.length > 0 }),
    badges: badgesOf(line, lines),
    normalPrice: line.normalPrice > line.unitPrice ? line.normalPrice : null,
    subtotal: lineSubtotal(line),
    quantity: line.quantity,
    min: MIN_CART_QUANTITY,
    max,
    canDecrease: line.quantity > MIN_CART_QUANTITY,
    canIncrease: line.quantity < max,
    forcedNote: forcedNoteOf(line),
    belongsTo: belongsToOf(line, lines),
    stockNote: stockNoteOf(line),
    bundleParts: line.bundle.map((part) => ({ name: part.name, quantity: part.quantity })),
  };
};

export const cartLineViews = (lines: readonly CartLine[]): CartLineView[] => lines.map((line) => cartLineView(line, lines));

/** What "+" says when it could not add: the line is at its stock, or may be bought once. */
export const increaseRefusalText = (outcome: IncreaseQuantityOutcome): string =>
  outcome.kind === 'limited-to-one' ? 'Produk promo ini hanya dapat dibeli 1 per pesanan' : `Stok tersisa ${outcome.quantity}`;

/** The sentences a stock check leaves on the cart page; empty when every line passed. */
export const stockCheckMessages = (outcome: StockCheckOutcome): string[] => {
  switch (outcome.kind) {
    case 'stock-checked':
      return [
        ...outcome.removed.map((line) => `${line.name} dihapus dari keranjang karena stoknya tidak mencukupi.`),
        ...outcome.reduced.map((line) => `Jumlah ${line.name} dikurangi menjadi ${line.quantity} karena stoknya tidak mencukupi.`),
      ];
    case 'stock-check-error':
      return [`Stok belum dapat diperiksa. ${failureText(outcome.failure)}`];
    case 'stock-check-needs-login':
      return [CART_PAGE_TEXT.loginToCheckout];
  }
};

/** Where the cart's keeping stands, for a quiet line under the summary; null when all is saved. */
export const cartSaveText = (save: CartSaveStatus, server: ServerCartStatus): { readonly text: string; readonly problem: boolean } | null => {
  if (server.status === 'failed') return { text: `Keranjang di akun Anda belum dapat dimuat. ${failureText(server.failure)}`, problem: true };
  if (save.status !== 'failed') return null;
  const retry = save.retryIn ? ` Dicoba lagi otomatis dalam ${Math.ceil(save.retryIn / 1000)} detik.` : '';
  return { text: `Perubahan keranjang belum tersimpan.${retry} Tidak ada yang hilang.`, problem: true };
};

/**
 * What a removal tells the shopper. "Removing an item also removes all redeem
 * (reward) lines" (document 1 §4): the sentence says so when it happened.
 */
export const removalText = (removed: CartLine, before: readonly CartLine[]): string => {
  const rewardsGone = before.some((line) => line.isRedeem && line !== removed);
  return `${removed.nameLong} dihapus dari keranjang.${rewardsGone ? ' Hadiah poin di keranjang ikut dihapus.' : ''}`;
};
