/**
 * The footer's links to the store's content pages (document 1 §2, "Content",
 * "Interior design" and the showroom routes), in two columns.
 */
export const footerLinkGroups = [
  {
    title: 'Informasi',
    links: [
      { href: '/about', label: 'Tentang Kami' },
      { href: '/faq', label: 'FAQ' },
      { href: '/snk', label: 'Syarat & Ketentuan' },
      { href: '/artikel', label: 'Artikel' },
    ],
  },
  {
    title: 'Layanan',
    links: [
      { href: '/desain-interior', label: 'Layanan Desain Interior' },
      { href: '/offline-store', label: 'Toko Offline' },
      { href: '/download', label: 'Download Aplikasi' },
      { href: '/moreverse', label: 'MOREVERSE' },
    ],
  },
] as const;

/** The store's own line, for shoppers the settings' tagline is not (yet) known to. */
export const brandLine =
  'MORE Furniture menghadirkan furnitur dan perlengkapan rumah pilihan untuk kamar tidur, ruang tamu, ruang makan, dan ruang kerja Anda. Belanja online, atau kunjungi showroom kami.';
