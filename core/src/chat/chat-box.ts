import { BehaviorSubject, type Observable, type Subscription, combineLatest } from 'rxjs';
import { type PageVisibility, visibility$ } from '../shared/page-visibility';
import type { AuthStore } from '../session/auth-store';
import type { ClearedOnLogout } from '../session/participants';
import { toStoreFailure } from '../shared/failure';
import { type Loadable, failed, idle, loading, ready } from '../shared/loadable';
import type { Scheduler } from '../shared/time';
import type { ChatApi } from './chat-api.port';
import {
  type ChatConversation,
  chatDraftProblem,
  conversationOf,
  hasUnreadFromStore,
  nextOlderPage,
  withAllRead,
  withArrivedPage,
  withFailedDelivery,
  withSending,
  withStored,
  withoutMessage,
} from './chat-conversation';
import { CHAT_PAGE_SIZE } from './chat-message';

const LIST_CALL = 'GET more/user/chat';
const SEND_CALL = 'POST more/user/chat/store';

export interface ChatBoxState {
  /** The floating chat panel is open: what arrives while it is open is read at once. */
  readonly open: boolean;
  /** What the store wrote and the customer has not seen: the widget's badge. */
  readonly unreadCount: number;
  /** Idle until the panel first opens. */
  readonly conversation: Loadable<ChatConversation>;
}

/** What became of a message the customer sent. */
export type ChatSendOutcome = 'sent' | 'failed' | 'empty' | 'too-long' | 'not-ready';

const closed: ChatBoxState = { open: false, unreadCount: 0, conversation: idle };

/** How often the unread count is asked for while the tab is visible: new messages arrive within this. */
export const CHAT_POLL_INTERVAL_MS = 10_000;
/** The longest wait between asks while the server keeps failing. */
export const CHAT_POLL_MAX_INTERVAL_MS = 5 * 60_000;

/**
 * The wait before the next ask for the unread count: the interval, doubled
 * for each failure in a row (a server in trouble is not pressed), at most
 * CHAT_POLL_MAX_INTERVAL_MS.
 */
export const chatPollDelay = (failuresInARow: number): number =>
  Math.min(CHAT_POLL_INTERVAL_MS * 2 ** Math.min(Math.max(0, failuresInARow), 16), CHAT_POLL_MAX_INTERVAL_MS);

/**
 * The floating chat widget's conversation with customer service (document 1
 * §2, document 2 §7 "Chat"). Only a customer chats: the unread count loads at
 * login and everything is dropped at logout; for a guest every command does
 * nothing (the widget sends guests to login instead).
 *
 * - Opening loads the newest page (or fetches it again to catch replies) and
 *   marks what the store wrote as read, here at once and then on the server.
 * - Older pages load on demand and merge in front.
 * - Sending is optimistic: the message shows at once, takes its stored form
 *   when the server answers, or stays marked failed with a retry. The
 *   newest page is fetched again after each send, bringing the reply.
 */
export class ChatBox implements ClearedOnLogout {
  private readonly state = new BehaviorSubject<ChatBoxState>(closed);
  readonly state$: Observable<ChatBoxState> = this.state.asObservable();
  /** Bumped at logout: answers for the previous customer are dropped. */
  private session = 0;
  /** Bumped by each first-page load: only the latest may replace the conversation. */
  private firstLoad = 0;
  /** Numbers the messages written here; negative ids never meet the server's. */
  private written = 0;
  /** How many inbox pages show the conversation now: what arrives while one does is read at once. */
  private inboxViews = 0;
  /** When the unread count was last asked for (scheduler time), by the poll or anything else; null before any. */
  private lastUnreadAsk: number | null = null;
  /** Failed asks for the unread count in a row: the poll waits longer after each. */
  private unreadFailures = 0;
  private readonly loginWatch: Subscription;

  private loginAsk: Promise<void> = Promise.resolve();

  constructor(
    private readonly api: ChatApi,
    private readonly auth: AuthStore,
    private readonly scheduler: Scheduler,
  ) {
    this.loginWatch = auth.loggedIn$.subscribe((loggedIn) => {
      if (loggedIn) this.loginAsk = this.refreshUnread();
      else this.clearOnLogout();
    });
  }

  /** The unread count the customer's login asked for, once it has come (a page rendered for the customer waits for it). */
  unreadAtLogin(): Promise<void> {
    return this.loginAsk;
  }

  get current(): ChatBoxState {
    return this.state.getValue();
  }

  /** Asks the server how many messages wait unread; a failure leaves the badge as it is. */
  async refreshUnread(): Promise<void> {
    if (!this.auth.isLoggedIn) return;
    await this.askUnread();
  }

  /**
   * Keeps the unread count (and, once loaded, the conversation) current
   * without a reload, while the shopper is logged in and `page` says it
   * can be seen: one ask per CHAT_POLL_INTERVAL_MS after the last, longer
   * after failures (chatPollDelay), none while hidden. Coming back to a tab
   * asks at once only if the interval has passed since the last ask.
   * Returns the stop.
   */
  pollWhileVisible(page: PageVisibility): () => void {
    let due: Subscription | null = null;
    let asking = false;
    let active = false;
    const plan = () => {
      due?.unsubscribe();
      due = null;
      if (!active || asking) return;
      const last = this.lastUnreadAsk ?? this.scheduler.now() - CHAT_POLL_INTERVAL_MS;
      const wait = Math.max(0, last + chatPollDelay(this.unreadFailures) - this.scheduler.now());
      due = this.scheduler.schedule(() => {
        due = null;
        asking = true;
        void this.askUnread().finally(() => {
          asking = false;
          plan();
        });
      }, wait);
    };
    const watch = combineLatest([visibility$(page), this.auth.loggedIn$]).subscribe(([visible, loggedIn]) => {
      active = visible && loggedIn;
      plan();
    });
    return () => {
      active = false;
      watch.unsubscribe();
      due?.unsubscribe();
    };
  }

  /** The inbox page shows the conversation: loads it (or its newest page again), and what the store wrote is read. */
  async showInbox(): Promise<void> {
    if (!this.auth.isLoggedIn) return;
    this.inboxViews++;
    await (this.current.conversation.status === 'ready' ? this.refreshNewest() : this.reload());
  }

  /** The inbox page is gone: what arrives now waits unread (unless the panel is open). */
  leaveInbox(): void {
    this.inboxViews = Math.max(0, this.inboxViews - 1);
  }

  /** Opens the panel: the newest messages, all marked read. */
  async open(): Promise<void> {
    if (!this.auth.isLoggedIn) return;
    this.update({ open: true });
    await (this.current.conversation.status === 'ready' ? this.refreshNewest() : this.reload());
  }

  close(): void {
    if (this.current.open) this.update({ open: false });
  }

  /** Loads the newest page afresh (the first open, a retry after a failure). */
  async reload(): Promise<void> {
    if (!this.auth.isLoggedIn) return;
    const session = this.session;
    const attempt = ++this.firstLoad;
    this.update({ conversation: loading });
    try {
      const page = await this.api.messages({ page: 1, perPage: CHAT_PAGE_SIZE });
      if (session !== this.session || attempt !== this.firstLoad) return;
      this.update({ conversation: ready(conversationOf(page)) });
      await this.markReadIfOpen();
    } catch (error) {
      if (session === this.session && attempt === this.firstLoad) this.update({ conversation: failed(toStoreFailure(error, LIST_CALL)) });
    }
  }

  /** The messages before those shown, unless they are on their way or there are none. */
  async loadOlder(): Promise<void> {
    const conversation = this.readyConversation();
    if (!conversation || conversation.loadingOlder || conversation.reachedOldest) return;
    const session = this.session;
    this.updateConversation((c) => ({ ...c, loadingOlder: true, olderFailure: null }));
    try {
      let page = nextOlderPage(conversation);
      for (;;) {
        const before = this.readyConversation()?.messages.length ?? 0;
        const answer = await this.api.messages({ page, perPage: CHAT_PAGE_SIZE });
        if (session !== this.session) return;
        this.updateConversation((c) => withArrivedPage(c, answer));
        const after = this.readyConversation();
        // New messages since the last look shift the pages; a page that held nothing new is skipped.
        if (!after || after.reachedOldest || after.messages.length > before || page >= answer.totalPages) break;
        page++;
      }
      this.updateConversation((c) => ({ ...c, loadingOlder: false }));
    } catch (error) {
      const olderFailure = toStoreFailure(error, LIST_CALL);
      if (session === this.session) this.updateConversation((c) => ({ ...c, loadingOlder: false, olderFailure }));
    }
  }

  /** Sends a message; it shows at once, before the server answers. */
  send(draft: string): Promise<ChatSendOutcome> {
    const problem = chatDraftProblem(draft);
    if (problem) return Promise.resolve(problem);
    if (!this.auth.isLoggedIn || !this.readyConversation()) return Promise.resolve('not-ready');
    return this.deliver(`written-${++this.written}`, draft.trim());
  }

  /** Tries a failed message again. */
  resend(key: string): Promise<ChatSendOutcome> {
    const message = this.readyConversation()?.messages.find((shown) => shown.key === key && shown.delivery === 'failed');
    if (!message || !this.auth.isLoggedIn) return Promise.resolve('not-ready');
    return this.deliver(key, message.text);
  }

  /** Drops a message that failed to send. */
  discard(key: string): void {
    this.updateConversation((c) => withoutMessage(c, key));
  }

  /** The conversation belongs to the customer who had it. */
  clearOnLogout(): void {
    this.session++;
    this.firstLoad++;
    this.lastUnreadAsk = null;
    this.unreadFailures = 0;
    if (this.current !== closed) this.state.next(closed);
  }

  /** Stops following the login state (for tests and hot reload). */
  dispose(): void {
    this.loginWatch.unsubscribe();
  }

  /**
   * Asks how many messages wait unread. A count that changed, or any unread
   * while the conversation is in view, brings the newest page in (marking it
   * read when in view). A failure leaves the badge as it is and makes the
   * poll wait longer.
   */
  private async askUnread({ bringMessages = true } = {}): Promise<void> {
    const session = this.session;
    this.lastUnreadAsk = this.scheduler.now();
    try {
      const unreadCount = await this.api.unreadCount();
      if (session !== this.session) return;
      this.unreadFailures = 0;
      const before = this.current.unreadCount;
      this.update({ unreadCount });
      if (bringMessages && unreadCount > 0 && this.readyConversation() && (unreadCount !== before || this.inView())) await this.refreshNewest();
    } catch {
      // The badge is a hint; the conversation itself shows what arrived.
      if (session === this.session) this.unreadFailures++;
    }
  }

  private inView(): boolean {
    return this.current.open || this.inboxViews > 0;
  }

  private async deliver(key: string, text: string): Promise<ChatSendOutcome> {
    const session = this.session;
    const user = this.auth.current.user;
    this.updateConversation((c) =>
      withSending(c, key, { id: -++this.written, text, from: 'customer', senderName: user?.name ?? 'Anda', sentAt: this.scheduler.now(), read: true }),
    );
    try {
      const stored = await this.api.send(text);
      if (session !== this.session) return 'sent';
      this.updateConversation((c) => withStored(c, key, stored));
    } catch (error) {
      const failure = toStoreFailure(error, SEND_CALL);
      if (session === this.session) this.updateConversation((c) => withFailedDelivery(c, key, failure));
      return 'failed';
    }
    await this.refreshNewest();
    return 'sent';
  }

  /** The newest page merged in (replies that arrived); a failure keeps what is shown. */
  private async refreshNewest(): Promise<void> {
    const session = this.session;
    try {
      const page = await this.api.messages({ page: 1, perPage: CHAT_PAGE_SIZE });
      if (session !== this.session) return;
      this.updateConversation((c) => withArrivedPage(c, page));
      await this.markReadIfOpen();
    } catch {
      // What is shown stays; the next open or send looks again.
    }
  }

  private async markReadIfOpen(): Promise<void> {
    const { unreadCount } = this.current;
    const conversation = this.readyConversation();
    if (!this.inView() || !conversation || (unreadCount === 0 && !hasUnreadFromStore(conversation))) return;
    const session = this.session;
    this.update({ unreadCount: 0 });
    this.updateConversation(withAllRead);
    try {
      await this.api.markRead();
    } catch {
      // Shown as read here; the server still counts them, and says so at the next count
      // (only the count: fetching the messages again would try to mark them again, and again).
      if (session === this.session) await this.askUnread({ bringMessages: false });
    }
  }

  private readyConversation(): ChatConversation | null {
    const { conversation } = this.current;
    return conversation.status === 'ready' ? conversation.value : null;
  }

  private updateConversation(change: (conversation: ChatConversation) => ChatConversation): void {
    const conversation = this.readyConversation();
    if (conversation) this.update({ conversation: ready(change(conversation)) });
  }

  private update(change: Partial<ChatBoxState>): void {
    this.state.next({ ...this.current, ...change });
  }
}
