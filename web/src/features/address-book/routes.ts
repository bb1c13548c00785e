import type { FeaturePage, RouteRow } from '../../shared/route-row';
import type AddressPage from './pages/AddressPage';
import type BanksPage from './pages/BanksPage';
import type DropshipperPage from './pages/DropshipperPage';

/** The feature's pages: a row naming another, or a page whose file is missing, does not compile. */
type AddressBookPage = FeaturePage<'address-book', { AddressPage: typeof AddressPage; BanksPage: typeof BanksPage; DropshipperPage: typeof DropshipperPage }>;
const bookData = () => import('./address-book-data');

/**
 * The customer's books (document 2 §7, "Addresses, dropshippers, bank accounts"): list, add, edit, delete; the address and dropshipper books are the checkout's too ('address-book/ordering').
 */
export const addressBookRoutes = [
  { name: 'ProfileAddress', path: '/profile/address', page: 'address-book/AddressPage', modules: ['address-book/ordering', 'address-book/regions'], frame: 'profile/ProfileFrame', access: 'login', title: 'Alamat', load: async (c) => (await bookData()).loadAddressPage(c) },
  { name: 'ProfileDropshipper', path: '/profile/dropshipper', page: 'address-book/DropshipperPage', modules: ['address-book/ordering'], frame: 'profile/ProfileFrame', access: 'login', title: 'Dropshipper', load: async (c) => (await bookData()).loadDropshipperPage(c) },
  { name: 'ProfileBanks', path: '/profile/banks', page: 'address-book/BanksPage', modules: ['address-book'], frame: 'profile/ProfileFrame', access: 'login', title: 'Rekening Bank', load: async (c) => (await bookData()).loadBanksPage(c) },
] as const satisfies readonly RouteRow<AddressBookPage>[];
