/**
 * "The footer promises: free shipping with no minimum purchase, a 2x24-hour
 * product guarantee, guaranteed authenticity, and secure payment. Showroom
 * hours are Monday to Sunday, 09:00-21:00." (document 1 §1) The frame's
 * footer and strip say them, and so do the store's own pages (/about).
 */
export const storePromises = [
  { id: 'shipping', title: 'Gratis Ongkir', text: 'Tanpa minimum belanja' },
  { id: 'guarantee', title: 'Garansi 2x24 Jam', text: 'Jaminan produk sampai dengan baik' },
  { id: 'original', title: 'Dijamin Original', text: 'Produk resmi dari MORE' },
  { id: 'payment', title: 'Pembayaran Aman', text: 'Transaksi terlindungi' },
] as const;

export const showroomHours = 'Senin - Minggu, 09.00 - 21.00 WIB';

/** "A scrolling banner text repeats the free-shipping and guarantee promises." */
export const scrollingPromises = ['Gratis Ongkir Tanpa Minimum Belanja', 'Garansi Produk 2x24 Jam'] as const;
