import type { Cart } from './cart';
import type { CartLine } from './cart-line';
import * as storePaths from '../shared/store-paths';

/**
 * The header's cart dropdown (document 1 §2): "A cart dropdown "Baru
 * Ditambahkan" shows the unit count, the item list and a button "Tampilkan
 * Keranjang Belanja". Its empty state shows "Belum Ada Produk" and a button
 * "Belanja Sekarang"."
 */
export const CART_DROPDOWN_TEXT = {
  title: 'Baru Ditambahkan',
  showCart: 'Tampilkan Keranjang Belanja',
  empty: 'Belum Ada Produk',
  shopNow: 'Belanja Sekarang',
} as const;

/** The named route Cart. */
export const CART_PATH = storePaths.cart;
/** "Belanja Sekarang" leads to the product list with no filter: all products. */
export const SHOP_NOW_PATH = storePaths.products;

export type CartDropdown =
  | {
      readonly kind: 'items';
      readonly title: string;
      readonly unitCount: number;
      /** Newest first: the dropdown is titled "recently added". */
      readonly lines: readonly CartLine[];
      readonly button: { readonly label: string; readonly href: string };
    }
  | {
      readonly kind: 'empty';
      readonly message: string;
      readonly button: { readonly label: string; readonly href: string };
    };

export const cartDropdown = (cart: Cart): CartDropdown =>
  cart.lines.length === 0
    ? { kind: 'empty', message: CART_DROPDOWN_TEXT.empty, button: { label: CART_DROPDOWN_TEXT.shopNow, href: SHOP_NOW_PATH } }
    : {
        kind: 'items',
        title: CART_DROPDOWN_TEXT.title,
        unitCount: cart.lines.reduce((units, line) => units + line.quantity, 0),
        lines: [...cart.lines].reverse(),
        button: { label: CART_DROPDOWN_TEXT.showCart, href: CART_PATH },
      };
