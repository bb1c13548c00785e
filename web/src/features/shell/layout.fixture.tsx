import {
  AuthStore,
  ChatBox,
  ChatBoxToken,
  type ChatMessage,
  type CartLine,
  InMemorySessionStore,
  type ProductDetail,
  ProductDetails,
  ShoppingCart,
  SiteSettingsStore,
  type SiteSettings,
  type User,
  storePaths,
} from '@more/core';
import {
  InMemoryCartApi,
  InMemoryChatApi,
  InMemoryGuestCartStore,
  InMemoryHomeContentApi,
  InMemoryOpenedProductsStore,
  InMemoryProductDetailApi,
} from '@more/core/testing';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { VirtualTimeScheduler } from 'rxjs';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { type ServiceId, type Services, ServicesProvider } from '../../shared/services';
import { testServices } from '../../shared/services.fixture';

export interface LayoutWorld {
  readonly user?: User | null;
  readonly guestCart?: readonly CartLine[];
  readonly settings?: SiteSettings;
  readonly chat?: readonly ChatMessage[];
  readonly products?: readonly ProductDetail[];
  /** Makes `GET more/setting` fail from the start (the settings load at login). */
  readonly settingsFailure?: Error;
}

/** The layout's use cases, real, on in-memory ports: what the frame reads, and the fakes behind it. */
export const layoutServices = (world: LayoutWorld = {}) => {
  const auth = new AuthStore(new InMemorySessionStore(world.user ? { token: 'token-0', user: world.user } : null));
  const scheduler = new VirtualTimeScheduler();
  const homeContent = new InMemoryHomeContentApi(world.settings ? { siteSettings: world.settings } : {});
  homeContent.failWith = world.settingsFailure ?? null;
  const chatApi = new InMemoryChatApi(world.chat ?? []);
  const chat = new ChatBox(chatApi, auth, scheduler);
  const productApi = new InMemoryProductDetailApi(world.products ?? []);
  const cart = new ShoppingCart(new InMemoryCartApi(), new InMemoryGuestCartStore({ lines: world.guestCart ?? [], note: '' }), auth, scheduler);
  const services = testServices([
    [AuthStore, auth],
    [ShoppingCart, cart],
    [SiteSettingsStore, new SiteSettingsStore(homeContent, auth)],
    [ChatBox, chat],
    // The frame names it by its token (features/shell/use-chat-box.ts).
    [ChatBoxToken, chat],
    [ProductDetails, new ProductDetails(productApi, new InMemoryOpenedProductsStore())],
  ]);
  return { services, auth, cart, homeContent, chatApi, productApi, get: <T,>(id: ServiceId<T>): T => services.get(id) };
};

/** Renders a part of the frame at a path, with a router that records where it goes. */
export const renderAt = (ui: ReactNode, services: Services, path: string = storePaths.home) => {
  const location = memoryLocation({ path, record: true });
  const view = render(
    <ServicesProvider services={services}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
    </ServicesProvider>,
  );
  return { ...view, location };
};

/** Lets the fakes' promises settle, inside act. */
export const settled = () =>
  act(async () => {
    for (let turn = 0; turn < 20; turn++) await Promise.resolve();
  });
