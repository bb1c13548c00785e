import type { StoreFailure } from '../shared/failure';
import { CHAT_PAGE_SIZE, type ChatMessage, type ChatPage, mergeChatMessages } from './chat-message';

/** `POST more/user/chat/store` takes 1–1000 characters (see ChatApi). */
export const CHAT_MESSAGE_MAX_LENGTH = 1000;

/** Why a draft cannot be sent as it is; null when it can. */
export type ChatDraftProblem = 'empty' | 'too-long';

export const chatDraftProblem = (draft: string): ChatDraftProblem | null => {
  const text = draft.trim();
  if (text === '') return 'empty';
  return text.length > CHAT_MESSAGE_MAX_LENGTH ? 'too-long' : null;
};

/**
 * A message as the chat shows it: stored on the server, or written here and
 * on its way (or refused). `key` stays the same from the moment the shopper
 * presses send, so the message does not jump when the server confirms it.
 */
export interface ChatBoxMessage extends ChatMessage {
  readonly key: string;
  readonly delivery: 'sent' | 'sending' | 'failed';
  /** Why sending failed; null unless `delivery` is 'failed'. */
  readonly failure: StoreFailure | null;
}

/** The part of the conversation loaded so far. */
export interface ChatConversation {
  /** Stored messages oldest first, then those written here and not stored yet. */
  readonly messages: readonly ChatBoxMessage[];
  /** The server's count of stored messages, at its last answer. */
  readonly total: number;
  /** The oldest page has been loaded: there is nothing further back. */
  readonly reachedOldest: boolean;
  readonly loadingOlder: boolean;
  /** Why the last attempt to load older messages failed; cleared by the next. */
  readonly olderFailure: StoreFailure | null;
}

const keyOf = (id: number) => `message-${id}`;

const asStored = (message: ChatMessage, key = keyOf(message.id)): ChatBoxMessage => ({
  ...message,
  key,
  delivery: 'sent',
  failure: null,
});

const isStored = (message: ChatBoxMessage) => message.delivery === 'sent';

const reachesOldest = (page: ChatPage) => page.items.length === 0 || page.page >= page.totalPages;

export const conversationOf = (page: ChatPage): ChatConversation => ({
  messages: page.items.map((message) => asStored(message)),
  total: page.total,
  reachedOldest: reachesOldest(page),
  loadingOlder: false,
  olderFailure: null,
});

/**
 * Stored messages merged with those that arrived, each once, oldest first. A
 * message seen read stays read: an answer that left before the conversation
 * was marked read must not bring the unread mark back.
 */
const mergeStored = (
  shown: readonly ChatBoxMessage[],
  arrived: readonly ChatMessage[],
  keyFor: (message: ChatMessage) => string | undefined = () => undefined,
): ChatBoxMessage[] => {
  const known = new Map(shown.filter(isStored).map((message) => [message.id, message]));
  return mergeChatMessages([...known.values()], arrived).map((message) => {
    const before = known.get(message.id);
    return asStored({ ...message, read: message.read || (before?.read ?? false) }, keyFor(message) ?? before?.key);
  });
};

const unsent = (conversation: ChatConversation) => conversation.messages.filter((message) => !isStored(message));

/** A page merged in: page 1 brings what is new, later pages what is older. */
export const withArrivedPage = (conversation: ChatConversation, page: ChatPage): ChatConversation => ({
  ...conversation,
  messages: [...mergeStored(conversation.messages, page.items), ...unsent(conversation)],
  total: page.total,
  reachedOldest: conversation.reachedOldest || page.totalPages <= 1 || (page.page > 1 && reachesOldest(page)),
});

/**
 * The page that holds the messages just older than those loaded. Pages count
 * back from the newest, so each new message moves the boundaries: counting
 * what is loaded (rather than remembering the last page asked for) never
 * skips a message, and an overlap is merged away.
 */
export const nextOlderPage = (conversation: ChatConversation): number =>
  Math.floor(conversation.messages.filter(isStored).length / CHAT_PAGE_SIZE) + 1;

export const hasOlderMessages = (conversation: ChatConversation): boolean =>
  !conversation.reachedOldest && conversation.messages.filter(isStored).length < conversation.total;

/** A message written here, shown at once at the end while it is on its way. */
export const withSending = (conversation: ChatConversation, key: string, message: ChatMessage): ChatConversation => ({
  ...conversation,
  messages: [
    ...conversation.messages.filter((shown) => shown.key !== key),
    { ...message, key, delivery: 'sending', failure: null },
  ],
});

/** The server stored it: it takes its place among the stored messages, under the same key. */
export const withStored = (conversation: ChatConversation, key: string, message: ChatMessage): ChatConversation => {
  const others = conversation.messages.filter((shown) => shown.key !== key);
  const alreadyCounted = others.some((shown) => isStored(shown) && shown.id === message.id);
  return {
    ...conversation,
    messages: [
      ...mergeStored(others, [message], (merged) => (merged.id === message.id ? key : undefined)),
      ...others.filter((shown) => !isStored(shown)),
    ],
    total: alreadyCounted ? conversation.total : conversation.total + 1,
  };
};

export const withFailedDelivery = (conversation: ChatConversation, key: string, failure: StoreFailure): ChatConversation => ({
  ...conversation,
  messages: conversation.messages.map((shown) => (shown.key === key ? { ...shown, delivery: 'failed', failure } : shown)),
});

export const withoutMessage = (conversation: ChatConversation, key: string): ChatConversation => ({
  ...conversation,
  messages: conversation.messages.filter((shown) => shown.key !== key || isStored(shown)),
});

export const hasUnreadFromStore = (conversation: ChatConversation): boolean =>
  conversation.messages.some((message) => message.from === 'store' && !message.read);

/** Everything the store wrote, seen. */
export const withAllRead = (conversation: ChatConversation): ChatConversation => ({
  ...conversation,
  messages: conversation.messages.map((message) => (message.read ? message : { ...message, read: true })),
});
