import type { Database } from '../db/database';
import { DEMO_CUSTOMER } from './account';
import type { SeedContext } from './context';
import { DEMO_ORDERS, DEMO_SHIPPED_WAYBILL } from './shared-ids';

const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;

/** The name customer service writes under. */
export const CUSTOMER_SERVICE_NAME = 'CS MORE';

/** Seeds the chat area: the demo customer asked about their shipped order; the last answer is unread. */
export const seedChat = async (db: Database, seed: SeedContext): Promise<void> => {
  const conversation = [
    { sender: 'customer', text: 'Halo kak, pesanan saya kira-kira sampai kapan ya?', ago: 3 * DAY },
    { sender: 'admin', text: 'Halo Kak Sinta, terima kasih sudah menghubungi MORE. Kami cek pesanannya dulu ya.', ago: 3 * DAY - 4 * MINUTE },
    {
      sender: 'admin',
      text: `Pesanan ${DEMO_ORDERS.shipped.ordersn} sudah dikirim dengan JNE, nomor resi ${DEMO_SHIPPED_WAYBILL}. Estimasinya tiba 2–3 hari kerja.`,
      ago: 3 * DAY - 9 * MINUTE,
    },
    { sender: 'customer', text: 'Baik kak, terima kasih infonya.', ago: 3 * DAY - 12 * MINUTE },
    { sender: 'admin', text: 'Kurir dijadwalkan mengantar hari ini antara pukul 13.00–17.00 WIB ya, Kak.', ago: 3 * 60 * MINUTE },
  ] as const;
  for (const [index, message] of conversation.entries()) {
    await db.chatMessages.create({
      id: index + 1,
      customerId: DEMO_CUSTOMER.id,
      sender: message.sender,
      senderName: message.sender === 'customer' ? DEMO_CUSTOMER.name : CUSTOMER_SERVICE_NAME,
      text: message.text,
      read: message.sender === 'customer' || index < conversation.length - 1,
      createdAt: seed.now - message.ago,
    });
  }
};
