import { DEMO_CUSTOMER } from '@more/mock-server';
import type { ProviderStates } from '../provider/provider-state';

const MINUTE = 60;

/** Provider states the chat interactions name. */
export const chatStates: ProviderStates = {
  /**
   * The demo customer's conversation is the seeded one: 5 messages, the newest
   * from "CS MORE" and unread (whatever earlier interactions added is gone).
   */
  'the demo customer has chatted with customer service': async (api) => {
    api.db.chatMessages.deleteMany((q) => q.where({ customerId: DEMO_CUSTOMER.id }));
    const now = api.clock.unixSeconds();
    const nextId = () => api.db.chatMessages.all().reduce((max, m) => Math.max(max, m.id), 0) + 1;
    const conversation = [
      ['customer', 'Halo kak, pesanan saya kira-kira sampai kapan ya?'],
      ['admin', 'Halo Kak Sinta, terima kasih sudah menghubungi MORE. Kami cek pesanannya dulu ya.'],
      ['admin', 'Pesanan MORE-20261115-0042 sudah dikirim dengan JNE. Estimasinya tiba 2–3 hari kerja.'],
      ['customer', 'Baik kak, terima kasih infonya.'],
      ['admin', 'Kurir dijadwalkan mengantar hari ini antara pukul 13.00–17.00 WIB ya, Kak.'],
    ] as const;
    for (const [index, [sender, text]] of conversation.entries()) {
      await api.db.chatMessages.create({
        id: nextId(),
        customerId: DEMO_CUSTOMER.id,
        sender,
        senderName: sender === 'customer' ? DEMO_CUSTOMER.name : 'CS MORE',
        text,
        read: index < conversation.length - 1,
        createdAt: now - (conversation.length - index) * 10 * MINUTE,
      });
    }
  },
};
