import { storePaths } from '@more/core';
/**
 * The footer's links to the store's content pages (document 1 §2, "Content",
 * "Interior design" and the showroom routes), in two columns.
 */
export const footerLinkGroups = [
  {
    title: 'Informasi',
    links: [
      { href: storePaths.about, label: 'Tentang Kami' },
      { href: storePaths.faq, label: 'FAQ' },
      { href: storePaths.terms, label: 'Syarat & Ketentuan' },
      { href: storePaths.articles, label: 'Artikel' },
    ],
  },
  {
    title: 'Layanan',
    links: [
      { href: storePaths.interiorDesign, label: 'Layanan Desain Interior' },
      { href: storePaths.offlineStore, label: 'Toko Offline' },
      { href: storePaths.download, label: 'Download Aplikasi' },
      { href: storePaths.moreverse, label: 'MOREVERSE' },
    ],
  },
] as const;

/** The store's own line, for shoppers the settings' tagline is not (yet) known to. */
export const brandLine =
  'MORE Furniture menghadirkan furnitur dan perlengkapan rumah pilihan untuk kamar tidur, ruang tamu, ruang makan, dan ruang kerja Anda. Belanja online, atau kunjungi showroom kami.';
