import { AuthStore, ChatApiToken, ChatBox, ChatBoxToken, SchedulerToken } from '@more/core';
import { ContainerModule } from 'inversify';
import { binder } from '../../app/composition-root/binding';

/**
 * The chat with the store (document 2 §7 "Chat"): its box, which the floating widget, the header's link and
 * /profile/chats share. A customer's alone (a guest's widget is a link to login), so it is bound on demand: with a
 * page rendered for the customer (the frame's loader), when a customer appears, or with /profile/chats. A guest's
 * entry never carries it.
 */
export default new ContainerModule((options) => {
  const { useCase, httpPort } = binder(options);
  httpPort(ChatApiToken, () => import('@more/adapters/http/chat').then(({ HttpChatApi }) => HttpChatApi));
  useCase(ChatBox, [ChatApiToken, AuthStore, SchedulerToken]);
  // The frame names it by its token (use-chat-box.ts), which does not carry the class into the entry.
  options.bind(ChatBoxToken).toService(ChatBox);
});
