import { describe, expect, it } from 'vitest';
import { InMemoryChatApi } from './chat-api.fake';
import { mergeChatMessages } from './chat-message';
import { aChatMessage } from './chat-message.fixture';

const conversation = (count: number) =>
  Array.from({ length: count }, (_, i) => aChatMessage({ id: i + 1, sentAt: Date.UTC(2026, 10, 20) + i * 60_000, read: true }));

describe('chat pages: page 1 is the newest, each page oldest first', () => {
  it('cuts pages back from the newest message', async () => {
    const api = new InMemoryChatApi(conversation(5));
    const first = await api.messages({ page: 1, perPage: 2 });
    expect(first.items.map((m) => m.id)).toEqual([4, 5]);
    expect(first).toMatchObject({ total: 5, totalPages: 3 });
    expect((await api.messages({ page: 3, perPage: 2 })).items.map((m) => m.id)).toEqual([1]);
    expect((await api.messages({ page: 4, perPage: 2 })).items).toEqual([]);
  });

  it('merges an older page before what is shown, each message once', () => {
    const [a, b, c] = conversation(3) as [ReturnType<typeof aChatMessage>, ReturnType<typeof aChatMessage>, ReturnType<typeof aChatMessage>];
    expect(mergeChatMessages([b, c], [a, b]).map((m) => m.id)).toEqual([1, 2, 3]);
    const sameTime = aChatMessage({ id: 9, sentAt: c.sentAt });
    expect(mergeChatMessages([sameTime], [c]).map((m) => m.id)).toEqual([3, 9]);
  });
});

describe('in-memory chat API', () => {
  it('sends, counts what the store wrote unread, and marks it read', async () => {
    const api = new InMemoryChatApi(conversation(2));
    const sent = await api.send('Apakah sofa ini ready?');
    expect(sent).toMatchObject({ id: 3, from: 'customer', read: true, text: 'Apakah sofa ini ready?' });
    api.reply('Ready, Kak.');
    api.reply('Mau dikirim ke mana?');
    expect(await api.unreadCount()).toBe(2);
    await api.markRead();
    expect(await api.unreadCount()).toBe(0);
    expect(api.conversation.map((m) => m.id)).toEqual([1, 2, 3, 4, 5]);
    expect(new InMemoryChatApi().reply('Halo').id).toBe(1);
  });

  it('fails a call when told to, and records it', async () => {
    const api = new InMemoryChatApi();
    api.failing.send = new Error('offline');
    await expect(api.send('Halo')).rejects.toThrow('offline');
    expect(api.calls).toEqual([{ call: 'send', argument: 'Halo' }]);
  });
});
