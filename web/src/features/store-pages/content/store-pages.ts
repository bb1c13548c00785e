import { type Crumb, storePaths } from '@more/core';

/** The store's own pages (document 1 §2): their paths, titles and trails, read by the pages and their heads alike. */
export type StorePage = 'about' | 'faq' | 'snk' | 'offline-store' | 'download';

export interface StorePageInfo {
  readonly path: string;
  readonly title: string;
  /** The head's description (the FAQ's comes from its meta page 'Faq'). */
  readonly description: string;
}

export const storePages: Readonly<Record<StorePage, StorePageInfo>> = {
  about: {
    path: storePaths.about,
    title: 'Tentang Kami',
    description: 'Kenali MORE Furniture: toko furnitur dari Jawa Timur dengan showroom di Surabaya, Gresik, dan Sidoarjo, gratis ongkir tanpa minimum belanja, dan garansi 2x24 jam.',
  },
  faq: {
    path: storePaths.faq,
    title: 'Pertanyaan Umum (FAQ)',
    description: 'Jawaban atas pertanyaan seputar pesanan, pembayaran, pengiriman, garansi, komplain, akun, dan showroom MORE Furniture.',
  },
  snk: {
    path: storePaths.terms,
    title: 'Syarat & Ketentuan',
    description: 'Syarat & Ketentuan berbelanja di MORE Furniture: pemesanan, harga dan promosi, pembayaran, pengiriman, garansi 2x24 jam, voucher dan poin, akun, serta privasi.',
  },
  'offline-store': {
    path: storePaths.offlineStore,
    title: 'Showroom Kami',
    description: 'Kunjungi showroom MORE Furniture di Surabaya, Gresik, dan Sidoarjo. Buka setiap hari, Senin - Minggu pukul 09.00 - 21.00 WIB.',
  },
  download: {
    path: storePaths.download,
    title: 'Download Aplikasi MORE',
    description: 'Belanja furnitur lebih mudah dengan aplikasi MORE: lacak pesanan, pengingat flash sale, chat dengan kami, wishlist dan keranjang yang selalu sinkron, voucher dan poin.',
  },
};

/** The trail from the home page to a store page. */
export const storePageCrumbs = (page: StorePage): Crumb[] => [
  { name: 'Beranda', path: storePaths.home },
  { name: storePages[page].title, path: storePages[page].path },
];
