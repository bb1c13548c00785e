import { ManualPageVisibility } from '../shared/page-visibility.fake';
import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../cart/virtual-time.fixture';
import { AuthStore } from '../session/auth-store';
import { aUser } from '../session/fakes';
import { InMemorySessionStore } from '../session/session-store.port';
import { InMemoryChatApi } from './chat-api.fake';
import { CHAT_POLL_INTERVAL_MS, CHAT_POLL_MAX_INTERVAL_MS, ChatBox, chatPollDelay } from './chat-box';
import { aChatMessage } from './chat-message.fixture';

/**
 * Issue 21: "new messages and the unread count in the header and the floating
 * widget arriving without a reload (core polls `chat/unread` on its scheduler
 * while the tab is visible, and backs off when hidden or failing)"; must not
 * "poll the chat while the tab is hidden, or faster than core's schedule".
 */
const setup = ({ loggedIn = true, visible = true } = {}) => {
  const clock = new VirtualClock();
  const auth = new AuthStore(new InMemorySessionStore(loggedIn ? { token: 'token-0', user: aUser() } : null));
  const api = new InMemoryChatApi([aChatMessage({ id: 1, text: 'Halo', read: true })], () => clock.now());
  const chat = new ChatBox(api, auth, clock.scheduler);
  const visible$ = new ManualPageVisibility(visible);
  const asks = () => api.calls.filter((c) => c.call === 'unreadCount').length;
  return { clock, auth, api, chat, visible$, asks };
};

describe('chat polling (chat/unread on core\'s scheduler)', () => {
  it('backs off by doubling after each failure, to at most 5 minutes, and never below the interval', () => {
    expect([0, 1, 2, 3].map(chatPollDelay)).toEqual([10_000, 20_000, 40_000, 80_000]);
    expect(chatPollDelay(50)).toBe(CHAT_POLL_MAX_INTERVAL_MS);
    expect(chatPollDelay(-1)).toBe(CHAT_POLL_INTERVAL_MS);
  });

  it('asks once per interval while visible, never sooner', async () => {
    const { clock, chat, visible$, asks } = setup();
    await clock.advanceBy(0);
    expect(asks()).toBe(1); // at login
    const stop = chat.pollWhileVisible(visible$);
    await clock.advanceBy(CHAT_POLL_INTERVAL_MS - 1);
    expect(asks()).toBe(1);
    await clock.advanceBy(1);
    expect(asks()).toBe(2);
    await clock.advanceBy(CHAT_POLL_INTERVAL_MS * 3);
    expect(asks()).toBe(5);
    stop();
    await clock.advanceBy(CHAT_POLL_INTERVAL_MS * 3);
    expect(asks()).toBe(5);
  });

  it('makes no ask while the tab is hidden; back in view, asks at once only if the interval has passed', async () => {
    const { clock, chat, visible$, asks } = setup();
    await clock.advanceBy(0);
    chat.pollWhileVisible(visible$);
    visible$.set(false);
    await clock.advanceBy(CHAT_POLL_INTERVAL_MS * 10);
    expect(asks()).toBe(1);
    visible$.set(true);
    await clock.advanceBy(0);
    expect(asks()).toBe(2);
    // Hiding and showing the tab quickly does not ask faster than the schedule.
    for (let i = 0; i < 5; i++) {
      visible$.set(false);
      visible$.set(true);
      await clock.advanceBy(1000);
    }
    expect(asks()).toBe(2);
    await clock.advanceBy(CHAT_POLL_INTERVAL_MS - 5000);
    expect(asks()).toBe(3);
  });

  it('waits longer after each failure and returns to the interval after a success', async () => {
    const { clock, api, chat, visible$, asks } = setup();
    await clock.advanceBy(0);
    api.failing.unreadCount = new Error('offline');
    chat.pollWhileVisible(visible$);
    await clock.advanceBy(10_000);
    expect(asks()).toBe(2); // failed: next in 20 s
    await clock.advanceBy(19_999);
    expect(asks()).toBe(2);
    await clock.advanceBy(1);
    expect(asks()).toBe(3); // failed again: next in 40 s
    delete api.failing.unreadCount;
    await clock.advanceBy(39_999);
    expect(asks()).toBe(3);
    await clock.advanceBy(1);
    expect(asks()).toBe(4);
    await clock.advanceBy(10_000);
    expect(asks()).toBe(5);
  });

  it('does not poll for a guest, and starts when the shopper logs in', async () => {
    const { clock, auth, chat, visible$, asks } = setup({ loggedIn: false });
    chat.pollWhileVisible(visible$);
    await clock.advanceBy(CHAT_POLL_INTERVAL_MS * 5);
    expect(asks()).toBe(0);
    auth.signIn('token-1', aUser());
    await clock.advanceBy(CHAT_POLL_INTERVAL_MS);
    expect(asks()).toBe(2);
    auth.clearUser();
    await clock.advanceBy(CHAT_POLL_INTERVAL_MS * 5);
    expect(asks()).toBe(2);
  });

  it('brings a new message into the badge, and into the conversation the inbox shows, marked read there', async () => {
    const { clock, api, chat, visible$ } = setup();
    await clock.advanceBy(0);
    chat.pollWhileVisible(visible$);
    api.reply('Pesanan Anda sedang kami siapkan');
    await clock.advanceBy(CHAT_POLL_INTERVAL_MS);
    expect(chat.current.unreadCount).toBe(1);
    expect(chat.current.conversation.status).toBe('idle');

    await chat.showInbox();
    expect(chat.current.unreadCount).toBe(0);
    api.reply('Sudah dikirim hari ini');
    await clock.advanceBy(CHAT_POLL_INTERVAL_MS);
    const { conversation } = chat.current;
    expect(conversation.status === 'ready' && conversation.value.messages.map((m) => [m.text, m.read])).toEqual([
      ['Halo', true],
      ['Pesanan Anda sedang kami siapkan', true],
      ['Sudah dikirim hari ini', true],
    ]);
    expect(chat.current.unreadCount).toBe(0);
    expect(api.conversation.every((m) => m.read)).toBe(true);

    // Once the inbox is left, what arrives waits unread.
    chat.leaveInbox();
    api.reply('Ada yang bisa dibantu lagi?');
    await clock.advanceBy(CHAT_POLL_INTERVAL_MS);
    expect(chat.current.unreadCount).toBe(1);
    expect(api.conversation.at(-1)?.read).toBe(false);
  });
});
