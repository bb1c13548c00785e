import {
  AuthStore,
  type Category,
  ChatBox,
  ChatBoxToken,
  type ChatMessage,
  type CartLine,
  type CategoryGroup,
  type FilterOptions,
  InMemorySessionStore,
  Notifications,
  type ProductSummary,
  SearchSuggestions,
  Session,
  ShoppingCart,
  type StoreNotification,
  StoreMenus,
  Wishlist,
  storePaths,
} from '@more/core';
import {
  InMemoryAuthApi,
  InMemoryCartApi,
  InMemoryChatApi,
  InMemoryCategoryCatalogue,
  InMemoryGuestCartStore,
  InMemoryGuestWishlistStore,
  InMemoryNotificationsApi,
  InMemoryProductShowcase,
  InMemoryWishlistApi,
  aCategory,
  aCategoryGroup,
  aProduct,
  aUser,
  someFilterOptions,
} from '@more/core/testing';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { NEVER, VirtualTimeScheduler } from 'rxjs';
import { Router, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ServicesProvider } from '../../../shared/services';
import { testServices } from '../../../shared/services.fixture';

/** Six rooms as the mock store has them, each with sub-categories. */
export const rooms: Category[] = [
  aCategory({ id: 1, name: 'Kamar Tidur', slug: 'kamar-tidur', subCategories: [{ id: 100, name: 'Tempat Tidur', slug: 'tempat-tidur', productCount: 12 }, { id: 101, name: 'Nakas', slug: 'nakas', productCount: 4 }] }),
  aCategory({ id: 2, name: 'Kamar Anak', slug: 'kamar-anak', subCategories: [{ id: 110, name: 'Meja Belajar', slug: 'meja-belajar', productCount: 6 }] }),
  aCategory({ id: 3, name: 'Ruang Makan & Dapur', slug: 'ruang-makan-dapur', subCategories: [] }),
  aCategory({ id: 4, name: 'Ruang Tamu', slug: 'ruang-tamu', subCategories: [] }),
  aCategory({ id: 5, name: 'Ruang Kerja', slug: 'ruang-kerja', subCategories: [] }),
  aCategory({ id: 6, name: 'Lainnya', slug: 'lainnya', subCategories: [] }),
];

/** Fourteen groups: the mega-menu shows the first 12, in columns of 3. */
export const groups: CategoryGroup[] = Array.from({ length: 14 }, (_, i) =>
  aCategoryGroup({
    id: i === 0 ? 123 : i,
    name: i === 0 ? 'Paket Hemat' : `Grup ${i}`,
    slug: i === 0 ? 'paket-hemat' : `grup-${i}`,
    isBundleGroup: i === 0,
    categories: i === 0 ? [] : [{ id: 200 + i, name: `Kategori ${i}`, slug: `kategori-${i}` }],
  }),
);

export const houseBrands = ['Arkana', 'Dipana', 'Jatiloka', 'Kasura', 'Lentera Home', 'Nusa Living', 'Rumaka'];

const filterOptions: FilterOptions = someFilterOptions({
  brands: houseBrands.map((name, i) => ({ value: name, label: name, productCount: 30 + i })),
});

export const searchableProducts: ProductSummary[] = [
  'Meja Makan Jati',
  'Meja Tamu Marmer',
  'Meja Kerja Industrial',
  'Kursi Kantor Ergonomis',
  'Lemari Pakaian 3 Pintu',
].map((name, i) => aProduct({ id: i + 1, slug: name.toLowerCase().replace(/ /g, '-'), name }));

export interface HeaderWorldOptions {
  readonly customer?: boolean;
  /** The guest cart on the device (a guest) or the server's cart (a customer). */
  readonly cartLines?: readonly CartLine[];
  readonly notifications?: readonly StoreNotification[];
  readonly wished?: readonly number[];
  /** The customer's conversation with the store. */
  readonly chatMessages?: readonly ChatMessage[];
  /** Keeps the menus loading (the catalogue never answers). */
  readonly menusPending?: boolean;
  readonly path?: string;
}

/** The header's use cases, real, on core's in-memory fakes, with a virtual clock and an in-memory address bar. */
export const aHeaderWorld = (options: HeaderWorldOptions = {}) => {
  const scheduler = new VirtualTimeScheduler();
  const user = aUser({ name: 'Sinta Wulandari' });
  const auth = new AuthStore(new InMemorySessionStore(options.customer ? { token: 'token-1', user } : null));
  const cartLines = options.cartLines ?? [];
  const cartApi = new InMemoryCartApi({ lines: cartLines, note: '' });
  const guestCart = new InMemoryGuestCartStore(options.customer ? null : { lines: cartLines, note: '' });
  const cart = new ShoppingCart(cartApi, guestCart, auth, scheduler);
  const wishlistApi = new InMemoryWishlistApi(options.customer ? (options.wished ?? []) : []);
  const wishlist = new Wishlist(wishlistApi, new InMemoryGuestWishlistStore(options.customer ? [] : (options.wished ?? [])), auth);
  const notificationsApi = new InMemoryNotificationsApi(options.notifications ?? []);
  const notifications = new Notifications(notificationsApi, auth);
  const chatApi = new InMemoryChatApi(options.chatMessages ?? []);
  const chat = new ChatBox(chatApi, auth, scheduler);
  const catalogue = new InMemoryCategoryCatalogue({ categories: rooms, groups, filterOptions });
  if (options.menusPending) {
    const never = new Promise<never>(() => undefined);
    catalogue.categories = () => never;
  }
  const menus = new StoreMenus(catalogue);
  const showcase = new InMemoryProductShowcase({ products: searchableProducts });
  const suggestions = new SearchSuggestions(showcase, scheduler);
  const location = memoryLocation({ path: options.path ?? storePaths.home, record: true });
  const authApi = new InMemoryAuthApi();
  const session = new Session(
    auth,
    authApi,
    { go: (path, goOptions) => location.navigate(path, { replace: goOptions?.replace ?? false }) },
    { afterLogin: [cart, wishlist], clearedOnLogout: [wishlist, cart, notifications] },
    NEVER,
  );
  const services = testServices([
    [AuthStore, auth],
    [ShoppingCart, cart],
    [Wishlist, wishlist],
    [Notifications, notifications],
    [ChatBox, chat],
    [ChatBoxToken, chat],
    [StoreMenus, menus],
    [SearchSuggestions, suggestions],
    [Session, session],
  ]);
  return { scheduler, auth, user, cart, cartApi, wishlist, notifications, notificationsApi, chat, chatApi, catalogue, menus, showcase, suggestions, session, authApi, location, services };
};

export type HeaderWorld = ReturnType<typeof aHeaderWorld>;

/** Shows where the in-memory address bar points, for tests that follow a navigation. */
const Address = () => <p data-testid="address">{useLocation()[0]}</p>;

/**
 * The view inside its services and router: the in-memory address bar, or
 * (`ssrPath`) wouter's server rendering and the browser's location, as a
 * page that is rendered on the server and hydrated has.
 */
export const wrapIn = (world: HeaderWorld, ui: ReactNode, ssrPath?: string) => {
  const services = (
    <ServicesProvider services={world.services}>
      {ui}
      <Address />
    </ServicesProvider>
  );
  return ssrPath === undefined ? (
    <Router hook={world.location.hook} searchHook={world.location.searchHook}>
      {services}
    </Router>
  ) : (
    <Router ssrPath={ssrPath} ssrSearch="">
      {services}
    </Router>
  );
};

export const renderInWorld = (world: HeaderWorld, ui: ReactNode) => render(wrapIn(world, ui));
