import { DEMO_CUSTOMER } from '@more/mock-server';
import { describe, expect, test } from './harness/fixtures';
import { seriousViolations } from './harness/accessibility';
import { waitForHydration } from './harness/hydration';
import { logIn, sessionStorageEntries } from './harness/session';
import { isApiRefusalNote } from './harness/shopper';
import { resetMock } from './harness/store';
import type { ViewportName } from './harness/viewports';

/**
 * /profile/chats (issue 21 point 6): document 2 §7 "Chat": "GET
 * more/user/chat with query; POST more/user/chat/store; GET
 * more/user/chat/unread; POST more/user/chat/read". A message shows at once,
 * a failed one is marked with "Coba lagi", and one the store writes arrives
 * without a reload (core polls chat/unread every 10 s while the tab is visible).
 */

describe('/profile/chats', () => {
  for (const viewport of ['phone', 'desktop'] as const satisfies readonly ViewportName[]) {
    test(`sends, fails and retries a message, loads older ones on scroll up, and receives the store's message without a reload (${viewport})`, async ({ shopper, store }) => {
      await resetMock(store);
      const { db, clock } = store.mockApi;
      const nextId = () => db.chatMessages.all().reduce((max, m) => Math.max(max, m.id), 0) + 1;
      // A long history, older than the seed's conversation: more than one page of 20.
      const oldest = Math.min(...db.chatMessages.all().map((m) => m.createdAt));
      for (let i = 0; i < 30; i++) {
        await db.chatMessages.create({ id: nextId(), customerId: DEMO_CUSTOMER.id, sender: i % 2 ? 'admin' : 'customer', senderName: i % 2 ? 'CS MORE' : DEMO_CUSTOMER.name, text: `Pesan lama ${i + 1}`, read: true, createdAt: oldest - (30 - i) * 3600 });
      }
      const session = await logIn(store.url);
      const { page } = await shopper.visit('/profile/chats', viewport, { storage: sessionStorageEntries(session) });
      await waitForHydration(page);
      const messages = page.getByTestId('chat-message');
      await messages.first().waitFor({ timeout: 15_000 });
      expect(await page.locator('h1').allInnerTexts()).toEqual(['Chat']);
      const log = page.getByRole('log', { name: 'Percakapan dengan MORE' });
      expect(await log.getAttribute('aria-live')).toBe('polite');
      expect(await messages.count()).toBe(20);
      // Read on the server once shown.
      await expect.poll(() => db.chatMessages.all().filter((m) => m.customerId === DEMO_CUSTOMER.id && !m.read).length).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);

      // Older messages on scrolling up, the message that was first staying in view.
      const firstText = await messages.first().innerText();
      await page.getByTestId('chat-scroller').evaluate((scroller) => scroller.scrollTo(0, 0));
      await expect.poll(() => messages.count(), { timeout: 15_000 }).toBeGreaterThan(20);
      const kept = await page.getByTestId('chat-scroller').evaluate((scroller, text) => {
        const message = [...scroller.querySelectorAll('[data-testid="chat-message"]')].find((m) => (m as HTMLElement).innerText === text) as HTMLElement;
        const top = message.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
        return top >= 0 && top < scroller.clientHeight;
      }, firstText);
      expect(kept).toBe(true);

      // Send: shown at once, then stored, and the store's reply comes in.
      const draft = page.getByRole('textbox', { name: 'Tulis pesan' });
      await draft.fill('Apakah sofa Oslo ada warna abu-abu?');
      await draft.press('Enter');
      expect(await draft.inputValue()).toBe('');
      await expect.poll(() => messages.last().getAttribute('data-delivery')).toMatch(/sending|sent/);
      await page.locator('[data-testid="chat-message"][data-delivery="sent"]', { hasText: 'Apakah sofa Oslo ada warna abu-abu?' }).waitFor({ timeout: 15_000 });
      await expect.poll(() => messages.last().innerText(), { timeout: 15_000 }).toContain('CS MORE');

      // A send that fails is marked, with "Coba lagi"; retrying stores it once.
      await page.route('**/api/more/user/chat/store', (route) => route.abort('failed'));
      await draft.fill('Pesan ini gagal dulu');
      await page.getByRole('button', { name: 'Kirim' }).click();
      const failed = page.locator('[data-testid="chat-message"][data-delivery="failed"]');
      await failed.waitFor({ timeout: 15_000 });
      expect(await failed.innerText()).toContain('Pesan gagal terkirim.');
      expect(await seriousViolations(page)).toEqual([]);
      await page.unroute('**/api/more/user/chat/store');
      await failed.getByRole('button', { name: 'Coba lagi' }).click();
      await page.locator('[data-testid="chat-message"][data-delivery="sent"]', { hasText: 'Pesan ini gagal dulu' }).waitFor({ timeout: 15_000 });
      expect(db.chatMessages.all().filter((m) => m.text === 'Pesan ini gagal dulu')).toHaveLength(1);

      // The store writes: it arrives without a reload, and is read at once.
      await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
      // The reply to the retried message has been marked read (chat/read marks everything unread; a message
      // written before that call lands would be marked with it).
      await expect.poll(() => db.chatMessages.all().filter((m) => m.customerId === DEMO_CUSTOMER.id && !m.read).length).toBe(0);
      await db.chatMessages.create({ id: nextId(), customerId: DEMO_CUSTOMER.id, sender: 'admin', senderName: 'CS MORE', text: 'Sofa Oslo abu-abu tersedia, Kak.', read: false, createdAt: clock.unixSeconds() + 60 });
      await log.getByText('Sofa Oslo abu-abu tersedia, Kak.').waitFor({ timeout: 25_000 });
      expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
      await expect.poll(() => db.chatMessages.all().filter((m) => m.customerId === DEMO_CUSTOMER.id && !m.read).length).toBe(0);

      // The aborted send is the one expected failure in the console.
      expect(shopper.problemsSoFar().filter((line) => !isApiRefusalNote(line) && !line.includes('chat/store') && !line.includes('Failed to load resource'))).toEqual([]);
    });
  }

  test('the unread count rises in the header and on the floating widget, on another page, without a reload', async ({ shopper, store }) => {
    await resetMock(store);
    const session = await logIn(store.url);
    const { page } = await shopper.visit('/profile/notifications', 'desktop', { storage: sessionStorageEntries(session) });
    await waitForHydration(page);
    const badge = page.getByTestId('chat-unread-count');
    await badge.waitFor({ timeout: 15_000 });
    const before = Number((await badge.innerText()).match(/\d+/)?.[0]);
    const { db, clock } = store.mockApi;
    const id = db.chatMessages.all().reduce((max, m) => Math.max(max, m.id), 0) + 1;
    await db.chatMessages.create({ id, customerId: DEMO_CUSTOMER.id, sender: 'admin', senderName: 'CS MORE', text: 'Halo Kak Sinta!', read: false, createdAt: clock.unixSeconds() });
    await expect.poll(async () => Number((await badge.innerText()).match(/\d+/)?.[0]), { timeout: 25_000, interval: 1000 }).toBe(before + 1);
    // The header's chat link counts the same messages.
    expect(await page.getByTestId('chat-link-badge').innerText()).toBe(String(before + 1));
    expect(await page.getByTestId('chat-link').getAttribute('aria-label')).toBe(`Chat, ${before + 1} pesan belum dibaca`);
  });
});
