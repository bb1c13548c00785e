import { QuickPurchase, type QuickPurchaseNote, type QuickPurchaseState, quickBuyChoice } from '../product-detail/quick-purchase';

/** What was said about the last "Tambah ke Keranjang" of the wishlist page, beside that product. */
export type WishlistPurchaseNote = QuickPurchaseNote;
export type WishlistPurchaseState = QuickPurchaseState;

/** What a wished product's card offers: "Tambah ke Keranjang" for one variant, else "Pilih Varian" (core's quickBuyChoice). */
export const wishlistBuyChoice = quickBuyChoice;

/**
 * "Tambah ke Keranjang" on a wished product (see QuickPurchase): the wishlist
 * page's own, so what it says stays on that page.
 */
export class WishlistPurchase extends QuickPurchase {}
