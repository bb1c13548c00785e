import * as storePaths from '../shared/store-paths';

/**
 * The children of /profile (document 1 §2: "/profile (default child: account
 * info), with children: wishlist, orders, order/{ordersn}, pay, review,
 * complain, complain-detail, event, address, dropshipper, banks,
 * notifications, password, vouchers, chats, point"), as the profile's menu
 * lists them: the side menu on a desktop, /plain-menu on a phone.
 */
export type ProfileSectionId =
  | 'account'
  | 'orders'
  | 'pay'
  | 'review'
  | 'complain'
  | 'event'
  | 'address'
  | 'dropshipper'
  | 'banks'
  | 'notifications'
  | 'password'
  | 'vouchers'
  | 'chats'
  | 'point'
  | 'wishlist';

export interface ProfileSection {
  readonly id: ProfileSectionId;
  readonly label: string;
  readonly href: string;
}

export const PROFILE_PATH = storePaths.profile;
/** "/plain-menu (the mobile profile menu)": login required (document 1 §2). */
export const PLAIN_MENU_PATH = storePaths.plainMenu;

/** Shopping first (orders, paying, after-sales), then the account's own data, then what the store sends. */
export const profileSections: readonly ProfileSection[] = [
  { id: 'account', label: 'Informasi Akun', href: PROFILE_PATH },
  { id: 'orders', label: 'Pesanan', href: storePaths.orders },
  { id: 'pay', label: 'Pembayaran', href: storePaths.pendingPayments },
  { id: 'review', label: 'Ulasan', href: storePaths.reviews },
  { id: 'complain', label: 'Komplain', href: storePaths.complaints },
  { id: 'event', label: 'Event', href: storePaths.giveaways },
  { id: 'address', label: 'Alamat', href: storePaths.addressBook },
  { id: 'dropshipper', label: 'Dropshipper', href: storePaths.dropshippers },
  { id: 'banks', label: 'Rekening Bank', href: storePaths.bankAccounts },
  { id: 'notifications', label: 'Notifikasi', href: storePaths.notifications },
  { id: 'password', label: 'Password', href: storePaths.password },
  { id: 'vouchers', label: 'Voucher', href: storePaths.vouchers },
  { id: 'chats', label: 'Chat', href: storePaths.chats },
  { id: 'point', label: 'Poin', href: storePaths.points },
  { id: 'wishlist', label: 'Wishlist', href: storePaths.wishlist },
];

/** Children that belong to another section: an order's page to the orders, the complaint form to the complaints. */
const childOf: Readonly<Record<string, ProfileSectionId>> = {
  order: 'orders',
  'complain-detail': 'complain',
};

/** The section a path of /profile belongs to (marked current in the menu), or null outside /profile. */
export const profileSectionOf = (path: string): ProfileSectionId | null => {
  const own = path.split(/[?#]/)[0]!.replace(/\/+$/, '');
  if (own === PROFILE_PATH) return 'account';
  if (!own.startsWith(`${PROFILE_PATH}/`)) return null;
  const child = own.slice(PROFILE_PATH.length + 1).split('/')[0]!;
  return childOf[child] ?? profileSections.find((section) => section.href === `${PROFILE_PATH}/${child}`)?.id ?? null;
};
