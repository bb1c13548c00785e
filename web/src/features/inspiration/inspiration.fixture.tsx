import {
  AuthStore,
  InMemorySessionStore,
  InspirationPurchase,
  InspirationReader,
  InspirationRoomPage,
  RecordingNavigation,
  ShoppingCart,
  Wishlist,
} from '@more/core';
import {
  InMemoryCartApi,
  InMemoryGuestCartStore,
  InMemoryInspirationApi,
  InMemoryProductDetailApi,
  aProduct,
  aProductDetail,
  aProductVariant,
  anInspiration,
} from '@more/core/testing';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { asapScheduler } from 'rxjs';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ServicesProvider } from '../../shared/services';
import { testServices } from '../../shared/services.fixture';
import { aGuestWishlist } from '../../shared/product/wish-heart.fixture';

export const settle = async () => {
  for (let turn = 0; turn < 6; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
};

export const rooms = [
  { id: 1, name: 'Kamar Tidur', slug: 'kamar-tidur', imageUrl: 'https://img.test/k.svg', inspirationCount: 2 },
  { id: 4, name: 'Ruang Tamu', slug: 'ruang-tamu', imageUrl: 'https://img.test/r.svg', inspirationCount: 14 },
  { id: 5, name: 'Ruang Kerja', slug: 'ruang-kerja', imageUrl: 'https://img.test/w.svg', inspirationCount: 0 },
];

const livingRoom = { slug: 'ruang-tamu', name: 'Ruang Tamu' };
const bedroom = { slug: 'kamar-tidur', name: 'Kamar Tidur' };

/** 14 living-room inspirations (tamu-1 … tamu-14: two pages) and 2 bedroom ones; tamu-1 is made of products 1 (one variant) and 2 (three). */
export const inspirations = [
  ...Array.from({ length: 14 }, (_, n) =>
    anInspiration({
      id: n + 1,
      slug: `tamu-${n + 1}`,
      title: `Ruang Tamu Hangat ${n + 1}`,
      metaTitle: `Inspirasi Ruang Tamu Hangat ${n + 1} | MORE Furniture`,
      room: livingRoom,
      style: 'Japandi',
      paragraphs: ['Kayu terang dan kain linen membuat ruang tamu terasa lapang.', 'Sofa menjadi pusat ruangan.'],
      gallery: [
        { url: `https://img.test/tamu-${n + 1}-a.svg`, alt: 'Sudut sofa' },
        { url: `https://img.test/tamu-${n + 1}-b.svg`, alt: 'Meja tamu' },
        { url: `https://img.test/tamu-${n + 1}-c.svg`, alt: 'Rak dinding' },
      ],
      productIds: [1, 2],
    }),
  ),
  anInspiration({ id: 15, slug: 'kamar-15', title: 'Kamar Teduh 15', room: bedroom, productIds: [] }),
  anInspiration({ id: 16, slug: 'kamar-16', title: 'Kamar Teduh 16', room: bedroom, productIds: [] }),
];

const catalogue = [
  aProduct({ id: 1, slug: 'sofa-linen', name: 'Sofa Linen 3 Dudukan', variantsAvailable: 1, colorsAvailable: 1 }),
  aProduct({ id: 2, slug: 'meja-tamu', name: 'Meja Tamu Oak', variantsAvailable: 3, colorsAvailable: 1 }),
];

/** Core's real use cases on core's fakes, as the inspiration module wires them, for a guest. */
export const inspirationWorld = (path: string) => {
  const api = new InMemoryInspirationApi(inspirations, rooms, catalogue);
  const auth = new AuthStore(new InMemorySessionStore(null));
  const cart = new ShoppingCart(new InMemoryCartApi(), new InMemoryGuestCartStore(), auth, asapScheduler);
  const details = new InMemoryProductDetailApi([
    aProductDetail({ id: 1, slug: 'sofa-linen', name: 'Sofa Linen 3 Dudukan', variants: [aProductVariant({ id: 10, stock: 5 })] }),
  ]);
  const navigation = new RecordingNavigation();
  const roomPage = new InspirationRoomPage(api);
  const reader = new InspirationReader(api);
  const purchase = new InspirationPurchase(details, cart, navigation);
  const services = testServices([
    [InspirationRoomPage, roomPage],
    [InspirationReader, reader],
    [InspirationPurchase, purchase],
    [ShoppingCart, cart],
    [AuthStore, auth],
    [Wishlist, aGuestWishlist()],
  ]);
  const location = memoryLocation({ path, record: true });
  const show = async (page: ReactNode) => {
    await act(async () => {
      render(
        <ServicesProvider services={services}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            {page}
          </Router>
        </ServicesProvider>,
      );
      await settle();
    });
  };
  return { api, cart, details, navigation, roomPage, reader, purchase, location, show };
};
