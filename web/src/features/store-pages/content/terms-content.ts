import { storePaths } from '@more/core';
import type { Paragraph } from './rich-text';

/*
 * The terms of the store (/snk), in the plain legal Indonesian of a store's
 * "Syarat & Ketentuan", from what the store does (documents 1 and 2). Each
 * article ("pasal") has its own anchor, #pasal-<n>, which the FAQ links to.
 */

export interface TermsArticle {
  readonly title: string;
  /** Its clauses, numbered on the page. */
  readonly clauses: readonly Paragraph[];
}

export const termsIntro: Paragraph = [
  'Syarat & Ketentuan ini berlaku bagi setiap pengunjung dan pelanggan yang berbelanja di toko online MORE Furniture, baik melalui situs maupun aplikasi MORE. Dengan membuat akun atau melakukan pemesanan, Anda dianggap telah membaca, memahami, dan menyetujui seluruh ketentuan di bawah ini.',
];

export const termsArticles: readonly TermsArticle[] = [
  {
    title: 'Definisi',
    clauses: [
      ['"MORE", "kami", atau "toko" adalah MORE Furniture beserta toko online, aplikasi, dan showroom-nya.'],
      ['"Pelanggan" atau "Anda" adalah setiap orang yang mengunjungi toko, membuat akun, atau melakukan pemesanan.'],
      ['"Pesanan" adalah permintaan pembelian produk yang telah melewati checkout dan tercatat dengan nomor pesanan.'],
    ],
  },
  {
    title: 'Pemesanan',
    clauses: [
      ['Pemesanan dilakukan melalui keranjang dan checkout, dan memerlukan akun MORE yang telah masuk.'],
      ['Jumlah produk dalam pesanan tidak dapat melebihi stok yang tersedia. Bila stok berubah sebelum pembayaran, jumlah produk disesuaikan atau produk dikeluarkan dari keranjang, dan Anda akan diberi tahu.'],
      ['Produk flash sale, produk gratis, dan produk kombo tertentu hanya dapat dibeli dengan jumlah 1 per pesanan.'],
      ['Pelanggan bertanggung jawab atas kebenaran nama, nomor telepon, dan alamat pengiriman yang dicantumkan, termasuk data dropshipper bila digunakan.'],
    ],
  },
  {
    title: 'Harga dan Promosi',
    clauses: [
      ['Harga yang berlaku adalah harga yang tampil pada ringkasan checkout saat pesanan dibuat, dalam Rupiah.'],
      ['Harga flash sale hanya berlaku selama periode flash sale berlangsung dan selama stok flash sale masih tersedia.'],
      ['Paket Hemat, Kombo Hemat, produk gratis, dan pre-order mengikuti ketentuan yang tercantum pada masing-masing promo. Promo tidak dapat diuangkan.'],
    ],
  },
  {
    title: 'Pembayaran',
    clauses: [
      ['Pembayaran dilakukan dengan metode yang tersedia pada langkah Pembayaran saat checkout, termasuk cicilan untuk metode yang mendukungnya.'],
      ['Pesanan diproses setelah pembayaran diterima. Pesanan yang tidak dibayar sampai batas waktu pembayaran dapat dibatalkan oleh sistem.'],
      ['MORE tidak pernah meminta kata sandi, kode OTP, atau PIN Anda. Jangan berikan data tersebut kepada siapa pun yang mengatasnamakan MORE.'],
    ],
  },
  {
    title: 'Pengiriman',
    clauses: [
      ['MORE memberikan Gratis Ongkir tanpa minimum belanja untuk alamat pengiriman yang dapat dilayani.'],
      ['Status pengiriman dapat dipantau di Pesanan Saya atau di halaman ', { text: 'Lacak Pesanan', href: storePaths.shipmentTracking() }, '.'],
      ['Pelanggan atau penerima yang ditunjuk wajib memeriksa kondisi produk saat barang diterima.'],
    ],
  },
  {
    title: 'Garansi 2x24 Jam dan Komplain',
    clauses: [
      ['MORE menjamin produk sampai dengan baik. Kerusakan, cacat produksi, atau ketidaksesuaian produk dengan pesanan wajib dilaporkan dalam 2x24 jam sejak pesanan diterima.'],
      ['Komplain diajukan melalui ', { text: 'Profil > Komplain', href: storePaths.complaints }, ' untuk produk dari pesanan yang sudah dikirim atau selesai, disertai penjelasan dan foto produk.'],
      ['Setelah komplain diperiksa, MORE akan menawarkan penyelesaian berupa perbaikan, penggantian bagian, atau penggantian produk sesuai hasil pemeriksaan.'],
    ],
  },
  {
    title: 'Pengembalian Produk',
    clauses: [
      ['Produk hanya dapat dikembalikan melalui komplain yang telah disetujui sebagaimana diatur dalam Pasal 6.'],
      ['Produk yang dikembalikan harus lengkap beserta bagian dan aksesorinya. Kerusakan akibat pemakaian yang tidak sesuai petunjuk, pemindahan sendiri, atau perubahan oleh pihak lain tidak termasuk dalam jaminan.'],
    ],
  },
  {
    title: 'Voucher dan Poin',
    clauses: [
      ['Voucher berlaku sesuai syarat, masa berlaku, dan nilai yang tertera pada voucher. Voucher yang syaratnya tidak terpenuhi dilepas dari pesanan.'],
      ['Poin dikumpulkan di akun pelanggan dan dapat ditukar dengan hadiah yang tersedia. Voucher dan poin tidak dapat diuangkan dan tidak dapat dipindahkan ke akun lain.'],
    ],
  },
  {
    title: 'Akun',
    clauses: [
      ['Pelanggan wajib memberikan data yang benar saat mendaftar dan menjaga kerahasiaan kata sandinya.'],
      ['Segala aktivitas yang dilakukan melalui akun pelanggan menjadi tanggung jawab pemilik akun. Segera ubah kata sandi bila Anda menduga akun Anda digunakan orang lain.'],
    ],
  },
  {
    title: 'Privasi',
    clauses: [
      ['MORE menggunakan data pelanggan (nama, kontak, alamat, dan riwayat pesanan) hanya untuk memproses pesanan, pengiriman, layanan pelanggan, dan informasi promo yang Anda pilih untuk diterima.'],
      ['MORE tidak menjual data pelanggan kepada pihak lain. Data dibagikan kepada mitra pengiriman dan pembayaran sebatas yang diperlukan untuk menyelesaikan pesanan.'],
    ],
  },
  {
    title: 'Perubahan Syarat & Ketentuan',
    clauses: [
      ['MORE dapat mengubah Syarat & Ketentuan ini sewaktu-waktu. Versi terbaru selalu tersedia di halaman ini beserta tanggal berlakunya.'],
      ['Pesanan yang dibuat sebelum perubahan tetap tunduk pada ketentuan yang berlaku saat pesanan dibuat. Pertanyaan seputar ketentuan ini dapat Anda sampaikan lewat chat atau dibaca di ', { text: 'FAQ', href: storePaths.faq }, '.'],
    ],
  },
];

/** An article's anchor: #pasal-1 for the first. */
export const termsAnchor = (index: number): string => `pasal-${index + 1}`;
