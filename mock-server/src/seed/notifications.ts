import type { Database } from '../db/database';
import type { NotificationRecord } from '../db/notifications';
import { artworkUrl } from '../handlers/media';
import { DEMO_CUSTOMER } from './account';
import type { SeedContext } from './context';
import { DEMO_ORDERS, DEMO_SHIPPED_WAYBILL } from './shared-ids';

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

type SeededNotification = Omit<NotificationRecord, 'id' | 'customerId' | 'createdAt'> & { readonly ago: number };

const order = (ordersn: string) => `/profile/order/${ordersn}`;
const art = (label: string) => artworkUrl('', 'square', label);

/** The demo customer's notifications, newest first: 14 (four pages of the header's 4), the newest 5 unread. */
const demoNotifications: readonly SeededNotification[] = [
  { title: 'Pesanan Sedang Dikirim', subtitle: `Pesanan ${DEMO_ORDERS.shipped.ordersn} sedang dalam perjalanan bersama JNE, nomor resi ${DEMO_SHIPPED_WAYBILL}.`, image: art('Pengiriman'), detailUrl: order(DEMO_ORDERS.shipped.ordersn), read: false, ago: 2 * HOUR },
  { title: 'Menunggu Pembayaran', subtitle: `Selesaikan pembayaran pesanan ${DEMO_ORDERS.awaitingPayment.ordersn} agar segera kami proses.`, image: art('Pembayaran'), detailUrl: order(DEMO_ORDERS.awaitingPayment.ordersn), read: false, ago: 9 * HOUR },
  { title: 'Flash Sale Dimulai', subtitle: 'Diskon hingga 50% untuk sofa dan meja makan pilihan. Hanya hari ini!', image: art('Flash Sale'), detailUrl: '/promotion', read: false, ago: 1 * DAY },
  { title: 'Voucher Gratis Ongkir Untukmu', subtitle: 'Voucher gratis ongkir tanpa minimum belanja sudah masuk ke akunmu. Berlaku 7 hari.', image: art('Voucher'), detailUrl: '/profile/vouchers', read: false, ago: 2 * DAY },
  { title: 'Pesanan Diproses', subtitle: `Pesanan ${DEMO_ORDERS.processing.ordersn} sedang disiapkan oleh gudang kami.`, image: art('Pesanan Diproses'), detailUrl: order(DEMO_ORDERS.processing.ordersn), read: false, ago: 4 * DAY },
  { title: 'Pembayaran Berhasil', subtitle: `Pembayaran ${DEMO_ORDERS.processing.billNo} sudah kami terima. Terima kasih!`, image: art('Pembayaran'), detailUrl: order(DEMO_ORDERS.processing.ordersn), read: true, ago: 4 * DAY + 3 * HOUR },
  { title: 'Beri Ulasan Produkmu', subtitle: 'Bagaimana produk yang kamu terima? Ulasanmu membantu pembeli lain memilih.', image: art('Ulasan'), detailUrl: '/profile/review', read: true, ago: 25 * DAY },
  { title: 'Pesanan Selesai', subtitle: `Pesanan ${DEMO_ORDERS.completed.ordersn} telah diterima. Terima kasih sudah berbelanja di MORE.`, image: art('Pesanan Selesai'), detailUrl: order(DEMO_ORDERS.completed.ordersn), read: true, ago: 26 * DAY },
  { title: 'Pesanan Dibatalkan', subtitle: `Pesanan ${DEMO_ORDERS.cancelled.ordersn} dibatalkan sesuai permintaanmu.`, image: art('Pesanan Dibatalkan'), detailUrl: order(DEMO_ORDERS.cancelled.ordersn), read: true, ago: 45 * DAY },
  { title: 'Koleksi Baru: Japandi', subtitle: 'Perabot kayu terang dan garis sederhana untuk rumah yang tenang.', image: art('Koleksi Japandi'), detailUrl: '/products/type=terbaru', read: true, ago: 50 * DAY },
  { title: 'Poin MORE Bertambah', subtitle: 'Kamu mendapat 2.500 poin dari pesanan terakhirmu.', image: art('Poin MORE'), detailUrl: '/profile/point', read: true, ago: 52 * DAY },
  { title: 'Konsultasi Desain Interior Gratis', subtitle: 'Wujudkan rumah impian bersama desainer MORE di Surabaya, Gresik dan Sidoarjo.', image: art('Desain Interior'), detailUrl: '/desain-interior', read: true, ago: 70 * DAY },
  { title: 'Harbolnas 11.11', subtitle: 'Cashback hingga Rp500.000 dan cicilan 0% untuk semua kategori.', image: art('Harbolnas'), detailUrl: '/promotion', read: true, ago: 80 * DAY },
  { title: 'Selamat Datang di MORE', subtitle: 'Lengkapi profilmu dan nikmati gratis ongkir untuk pesanan pertama.', image: null, detailUrl: '/profile', read: true, ago: 120 * DAY },
];

/** Seeds the notifications area: the demo customer's notifications (the new customer has none). */
export const seedNotifications = async (db: Database, seed: SeedContext): Promise<void> => {
  for (const [index, { ago, ...notification }] of demoNotifications.entries()) {
    await db.notifications.create({ ...notification, id: index + 1, customerId: DEMO_CUSTOMER.id, createdAt: seed.now - ago });
  }
};
