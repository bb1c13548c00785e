import { StoreFailure } from '@more/core';
import { aChatMessage } from '@more/core/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountInboxWorld, renderAt } from '../../../shared/account-inbox.fixture';
import ChatsPage from './ChatsPage';

/**
 * Document 2 §7 "Chat": "GET more/user/chat with query; POST
 * more/user/chat/store; GET more/user/chat/unread; POST more/user/chat/read".
 * Issue 21 point 6: "send with the message shown at once and marked failed
 * with retry if the send fails, read marks".
 */

const history = (count: number, unread = 0) =>
  Array.from({ length: count }, (_, i) =>
    aChatMessage({ id: i + 1, text: `Pesan ${i + 1}`, from: i % 2 ? 'store' : 'customer', senderName: i % 2 ? 'CS MORE' : 'Budi', sentAt: Date.UTC(2026, 10, 20) + i * 60_000, read: i < count - unread }),
  );

const messages = () => screen.queryAllByTestId('chat-message');
const draft = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Tulis pesan' });

describe('/profile/chats', () => {
  it('shows a skeleton, then the newest messages in a polite log, and marks what the store wrote read', async () => {
    const world = accountInboxWorld({ messages: history(4, 1) });
    renderAt('/profile/chats', <ChatsPage params={{}} />, world);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Chat']);
    expect(screen.getByTestId('chat-loading').getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(messages()).toHaveLength(4));
    const log = screen.getByRole('log', { name: 'Percakapan dengan MORE' });
    expect(log.getAttribute('aria-live')).toBe('polite');
    expect(messages()[1]!.textContent).toContain('CS MORE');
    expect(messages()[0]!.textContent).toContain('Anda');
    expect(messages()[0]!.textContent).toContain('20 November 2026');
    await waitFor(() => expect(world.chatApi.calls.map((c) => c.call)).toContain('markRead'));
    expect(world.chat.current.unreadCount).toBe(0);
  });

  it('sends: the message shows at once, the box empties, and the reply comes in', async () => {
    const world = accountInboxWorld({ messages: history(2) });
    renderAt('/profile/chats', <ChatsPage params={{}} />, world);
    await waitFor(() => expect(messages()).toHaveLength(2));
    fireEvent.change(draft(), { target: { value: 'Apakah sofa ini ready?' } });
    fireEvent.keyDown(draft(), { key: 'Enter' });
    expect(messages().at(-1)!.textContent).toContain('Apakah sofa ini ready?');
    expect(draft().value).toBe('');
    await waitFor(() => expect(messages().at(-1)!.getAttribute('data-delivery')).toBe('sent'));
    expect(world.chatApi.calls.find((c) => c.call === 'send')?.argument).toBe('Apakah sofa ini ready?');
  });

  it('refuses an empty message beside the box, with the focus on it, and sends nothing', async () => {
    const world = accountInboxWorld({ messages: history(1) });
    renderAt('/profile/chats', <ChatsPage params={{}} />, world);
    await waitFor(() => expect(messages()).toHaveLength(1));
    fireEvent.change(draft(), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kirim' }));
    expect(screen.getByText('Tulis pesan terlebih dahulu.')).toBeTruthy();
    expect(draft().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(draft());
    expect(world.chatApi.calls.some((c) => c.call === 'send')).toBe(false);
    fireEvent.change(draft(), { target: { value: 'x'.repeat(1001) } });
    expect(screen.getByText(/Pesan terlalu panjang: paling banyak 1\.000 karakter/)).toBeTruthy();
  });

  it('marks a message that failed with the reason, "Coba lagi" sends it again, "Hapus" drops it', async () => {
    const world = accountInboxWorld({ messages: history(1) });
    renderAt('/profile/chats', <ChatsPage params={{}} />, world);
    await waitFor(() => expect(messages()).toHaveLength(1));
    world.chatApi.failing.send = new StoreFailure('network', 'POST more/user/chat/store', 'offline');
    fireEvent.change(draft(), { target: { value: 'Halo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kirim' }));
    const failed = await screen.findByRole('alert');
    expect(failed.textContent).toContain('Pesan gagal terkirim.');
    delete world.chatApi.failing.send;
    fireEvent.click(within(failed).getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(messages().at(-1)!.getAttribute('data-delivery')).toBe('sent'));
    expect(messages().filter((m) => m.textContent?.includes('Halo'))).toHaveLength(1);

    world.chatApi.failing.send = new Error('offline');
    fireEvent.change(draft(), { target: { value: 'Kedua' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kirim' }));
    fireEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Hapus' }));
    expect(screen.queryByText('Kedua')).toBeNull();
  });

  it('loads older messages from the button (and on scrolling up)', async () => {
    const world = accountInboxWorld({ messages: history(25) });
    renderAt('/profile/chats', <ChatsPage params={{}} />, world);
    await waitFor(() => expect(messages()).toHaveLength(20));
    expect(messages()[0]!.textContent).toContain('Pesan 6');
    fireEvent.click(screen.getByRole('button', { name: 'Muat pesan sebelumnya' }));
    await waitFor(() => expect(messages()).toHaveLength(25));
    expect(messages()[0]!.textContent).toContain('Pesan 1');
    expect(screen.queryByRole('button', { name: 'Muat pesan sebelumnya' })).toBeNull();
  });

  it('shows a failure with "Coba Lagi", and the empty conversation', async () => {
    const world = accountInboxWorld();
    world.chatApi.failing.messages = new StoreFailure('server', 'GET more/user/chat', 'Internal Server Error', { status: 500 });
    renderAt('/profile/chats', <ChatsPage params={{}} />, world);
    expect((await screen.findByTestId('chat-failed')).textContent).toContain('Percakapan belum dapat ditampilkan.');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Kirim' }).disabled).toBe(true);
    delete world.chatApi.failing.messages;
    fireEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByText(/Belum ada pesan/)).toBeTruthy();
  });

  it('reads what arrives while shown, and not after the page is left', async () => {
    const world = accountInboxWorld({ messages: history(1) });
    const view = renderAt('/profile/chats', <ChatsPage params={{}} />, world);
    await waitFor(() => expect(messages()).toHaveLength(1));
    world.chatApi.reply('Ada yang bisa kami bantu?');
    await world.chat.refreshUnread();
    await waitFor(() => expect(messages()).toHaveLength(2));
    expect(world.chat.current.unreadCount).toBe(0);
    view.unmount();
    world.chatApi.reply('Halo?');
    await world.chat.refreshUnread();
    expect(world.chat.current.unreadCount).toBe(1);
  });
});
