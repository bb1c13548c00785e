import { AuthStore, ChatBox, ChatBoxToken, type ChatMessage, InMemorySessionStore, NavigationToken, Notifications, PushRegistration, type StoreNotification } from '@more/core';
import { FakeDeviceNotifications, InMemoryAccountApi, InMemoryChatApi, InMemoryNotificationsApi, aUser } from '@more/core/testing';
import { asapScheduler } from 'rxjs';
import { RenderedNavigation } from './navigation.fixture';
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
  const navigation = new RenderedNavigation();
  const services = testServices([
    [NavigationToken, navigation],
    [AuthStore, auth],
    [Notifications, notifications],
    [PushRegistration, push],
    [ChatBox, chat],
    [ChatBoxToken, chat],
  ]);
  return { auth, notificationsApi, notifications, accountApi, device, push, chatApi, chat, navigation, services };
};

export type AccountInboxWorld = ReturnType<typeof accountInboxWorld>;

export { renderAt } from './render-at.fixture';
