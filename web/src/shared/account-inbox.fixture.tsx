import { AuthStore, ChatBox, type ChatMessage, InMemorySessionStore, Notifications, PushRegistration, type StoreNotification } from '@more/core';
import { FakeDeviceNotifications, InMemoryAccountApi, InMemoryChatApi, InMemoryNotificationsApi, aUser } from '@more/core/testing';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { asapScheduler } from 'rxjs';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ServicesProvider } from './services';
import { testServices } from './services.fixture';

/** Core's real notifications, push registration and chat on core's fakes, as the frame and the notifications module bind them. */
export const accountInboxWorld = (options: { readonly notifications?: readonly StoreNotification[]; readonly device?: FakeDeviceNotifications; readonly messages?: readonly ChatMessage[] } = {}) => {
  const auth = new AuthStore(new InMemorySessionStore({ token: 'token-0', user: aUser() }));
  const notificationsApi = new InMemoryNotificationsApi(options.notifications ?? []);
  const notifications = new Notifications(notificationsApi, auth);
  const accountApi = new InMemoryAccountApi();
  const device = options.device ?? new FakeDeviceNotifications();
  const push = new PushRegistration(accountApi, auth, device);
  const chatApi = new InMemoryChatApi(options.messages ?? []);
  const chat = new ChatBox(chatApi, auth, asapScheduler);
  const services = testServices([
    [AuthStore, auth],
    [Notifications, notifications],
    [PushRegistration, push],
    [ChatBox, chat],
  ]);
  return { auth, notificationsApi, notifications, accountApi, device, push, chatApi, chat, services };
};

export type AccountInboxWorld = ReturnType<typeof accountInboxWorld>;

/** Renders a page at an address, in memory; `path()` is where it went last. */
export const renderAt = (address: string, page: ReactElement, world: AccountInboxWorld) => {
  const location = memoryLocation({ path: address, record: true });
  const view = render(
    <ServicesProvider services={world.services}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {page}
      </Router>
    </ServicesProvider>,
  );
  return { ...view, path: () => location.history.at(-1) ?? address };
};
