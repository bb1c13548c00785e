import type { ChatApi, ChatPageQuery } from './chat-api.port';
import type { ChatMessage, ChatPage } from './chat-message';

/**
 * The conversation in memory, as the server keeps it: pages count back from
 * the newest, `reply` stands in for customer service. Records every call;
 * `failing` makes a call fail the way an adapter would.
 */
export class InMemoryChatApi implements ChatApi {
  readonly calls: { readonly call: keyof ChatApi; readonly argument: unknown }[] = [];
  readonly failing: Partial<Record<keyof ChatApi, Error>> = {};
  private stored: ChatMessage[];

  constructor(
    messages: readonly ChatMessage[] = [],
    private readonly now: () => number = () => Date.UTC(2026, 10, 21, 12, 0),
  ) {
    this.stored = [...messages].sort((a, b) => a.sentAt - b.sentAt || a.id - b.id);
  }

  /** The whole conversation, oldest first. */
  get conversation(): readonly ChatMessage[] {
    return this.stored;
  }

  /** Customer service writes: a new unread message. */
  reply(text: string): ChatMessage {
    return this.add({ text, from: 'store', senderName: 'CS MORE', read: false });
  }

  messages(query: ChatPageQuery): Promise<ChatPage> {
    return this.answer('messages', query, () => {
      const total = this.stored.length;
      const end = Math.max(0, total - (query.page - 1) * query.perPage);
      return {
        items: this.stored.slice(Math.max(0, end - query.perPage), end),
        page: query.page,
        perPage: query.perPage,
        total,
        totalPages: Math.ceil(total / query.perPage),
      };
    });
  }

  send(text: string): Promise<ChatMessage> {
    return this.answer('send', text, () => this.add({ text, from: 'customer', senderName: 'Anda', read: true }));
  }

  unreadCount(): Promise<number> {
    return this.answer('unreadCount', undefined, () => this.stored.filter((message) => !message.read).length);
  }

  markRead(): Promise<void> {
    return this.answer('markRead', undefined, () => {
      this.stored = this.stored.map((message) => (message.read ? message : { ...message, read: true }));
    });
  }

  private add(message: Omit<ChatMessage, 'id' | 'sentAt'>): ChatMessage {
    const last = this.stored.at(-1);
    const stored = { ...message, id: (last?.id ?? 0) + 1, sentAt: Math.max(this.now(), last?.sentAt ?? 0) };
    this.stored = [...this.stored, stored];
    return stored;
  }

  private answer<T>(call: keyof ChatApi, argument: unknown, effect: () => T): Promise<T> {
    this.calls.push({ call, argument });
    const failure = this.failing[call];
    return failure ? Promise.reject(failure) : Promise.resolve(effect());
  }
}
