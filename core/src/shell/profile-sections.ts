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

export const PROFILE_PATH = '/profile';
/** "/plain-menu (the mobile profile menu)": login required (document 1 §2). */
export const PLAIN_MENU_PATH = '/plain-menu';

/** Shopping first (orders, paying, after-sales), then the account's own data, then what the store sends. */
export const profileSections: readonly ProfileSection[] = [
  { id: 'account', label: 'Informasi Akun', href: PROFILE_PATH },
  { id: 'orders', label: 'Pesanan', href: '/profile/orders' },
  { id: 'pay', label: 'Pembayaran', href: '/profile/pay' },
  { id: 'review', label: 'Ulasan', href: '/profile/review' },
  { id: 'complain', label: 'Komplain', href: '/profile/complain' },
  { id: 'event', label: 'Event', href: '/profile/event' },
  { id: 'address', label: 'Alamat', href: '/profile/address' },
  { id: 'dropshipper', label: 'Dropshipper', href: '/profile/dropshipper' },
  { id: 'banks', label: 'Rekening Bank', href: '/profile/banks' },
  { id: 'notifications', label: 'Notifikasi', href: '/profile/notifications' },
  { id: 'password', label: 'Password', href: '/profile/password' },
  { id: 'vouchers', label: 'Voucher', href: '/profile/vouchers' },
  { id: 'chats', label: 'Chat', href: '/profile/chats' },
  { id: 'point', label: 'Poin', href: '/profile/point' },
  { id: 'wishlist', label: 'Wishlist', href: '/profile/wishlist' },
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
