import { storePaths } from '@more/core';
import { type Paragraph, anchorSlug } from './rich-text';
import { showroomHoursText } from './store-facts';

/*
 * The store's frequently asked questions (/faq), written from what the store
 * does (documents 1 and 2): its promises, its order, payment and shipment
 * steps, the customer's account pages. Nothing here promises more than those.
 */

export interface FaqEntry {
  readonly question: string;
  readonly answer: readonly Paragraph[];
}

export interface FaqGroup {
  readonly title: string;
  readonly entries: readonly FaqEntry[];
}

export interface FaqQuestion extends FaqEntry {
  /** Its anchor on the page: /faq#<slug>. */
  readonly slug: string;
}

export const faqGroups: readonly FaqGroup[] = [
  {
    title: 'Pesanan',
    entries: [
      {
        question: 'Bagaimana cara memesan produk di MORE Furniture?',
        answer: [
          ['Pilih produk, tentukan varian dan warnanya, lalu tekan "Tambah ke Keranjang" atau "Beli Sekarang". Di ', { text: 'Keranjang', href: storePaths.cart }, ' centang produk yang ingin dibayar, lalu lanjutkan ke checkout.'],
          ['Saat checkout Anda memilih alamat pengiriman, metode pembayaran, dan memeriksa ringkasan pesanan sebelum membayar. Checkout memerlukan akun; silakan ', { text: 'masuk', href: storePaths.login }, ' atau ', { text: 'daftar', href: storePaths.register }, ' lebih dahulu.'],
        ],
      },
      {
        question: 'Di mana saya bisa melihat status pesanan?',
        answer: [
          ['Semua pesanan Anda ada di ', { text: 'Profil > Pesanan Saya', href: storePaths.orders }, '. Buka pesanan untuk melihat rincian produk, pembayaran, dan perjalanan pengirimannya.'],
        ],
      },
      {
        question: 'Bisakah saya membatalkan pesanan?',
        answer: [
          ['Selama tombol "Batalkan Pesanan" masih tersedia di rincian pesanan, Anda dapat membatalkannya sendiri dengan menuliskan alasan pembatalan. Jika tombol itu sudah tidak ada, pesanan sedang diproses; hubungi kami lewat chat agar tim kami dapat membantu.'],
        ],
      },
      {
        question: 'Apa itu Paket Hemat dan Kombo Hemat?',
        answer: [
          ['Paket Hemat adalah set furnitur dalam satu paket dengan harga yang lebih hemat dibanding membeli satu per satu. Kombo Hemat memberi harga khusus bila produk tertentu dibeli bersama. Keduanya, bersama produk gratis dan pre-order, dapat Anda temukan di halaman ', { text: 'Promo', href: storePaths.promotions }, '.'],
        ],
      },
      {
        question: 'Mengapa produk flash sale hanya bisa dibeli satu?',
        answer: [
          ['Stok flash sale terbatas dan harganya berlaku sampai waktu flash sale berakhir. Agar lebih banyak pelanggan kebagian, setiap produk flash sale masuk ke keranjang dengan jumlah 1.'],
        ],
      },
      {
        question: 'Bisakah pesanan dikirim atas nama toko saya (dropship)?',
        answer: [
          ['Bisa. Simpan data pengirim Anda di ', { text: 'Profil > Dropshipper', href: storePaths.dropshippers }, ', lalu pilih dropshipper tersebut saat checkout.'],
        ],
      },
    ],
  },
  {
    title: 'Pembayaran',
    entries: [
      {
        question: 'Metode pembayaran apa saja yang tersedia?',
        answer: [
          ['Metode pembayaran yang dapat dipakai untuk pesanan Anda tampil pada langkah Pembayaran saat checkout, termasuk pilihan cicilan (tenor) untuk metode yang mendukungnya. Untuk pembayaran virtual account, nomor tagihan dapat disalin langsung dari halaman pembayaran.'],
        ],
      },
      {
        question: 'Apakah pembayaran di MORE aman?',
        answer: [
          ['Ya. Pembayaran Aman adalah salah satu janji kami: transaksi Anda terlindungi, dan kami tidak pernah meminta kata sandi atau kode OTP Anda lewat chat, telepon, maupun email.'],
        ],
      },
      {
        question: 'Bagaimana cara memakai voucher?',
        answer: [
          ['Tekan "Pakai" pada voucher di ', { text: 'Profil > Voucher Saya', href: storePaths.vouchers }, '; voucher itu terpasang di keranjang Anda. Jika syarat voucher tidak terpenuhi, voucher dilepas dan Anda akan melihat alasannya.'],
        ],
      },
      {
        question: 'Apa itu poin dan bagaimana cara menukarnya?',
        answer: [
          ['Poin terkumpul di akun Anda dan dapat ditukar dengan hadiah yang tersedia di ', { text: 'Profil > Poin Saya', href: storePaths.points }, '.'],
        ],
      },
      {
        question: 'Di mana saya bisa mencetak invoice?',
        answer: [
          ['Buka pesanan Anda di ', { text: 'Pesanan Saya', href: storePaths.orders }, ' lalu pilih cetak invoice. Invoice terbuka di halaman tersendiri yang siap dicetak atau disimpan sebagai PDF.'],
        ],
      },
    ],
  },
  {
    title: 'Pengiriman',
    entries: [
      {
        question: 'Apakah ongkos kirim gratis?',
        answer: [['Ya, Gratis Ongkir tanpa minimum belanja: berapa pun nilai belanja Anda, pengiriman tetap gratis.']],
      },
      {
        question: 'Bagaimana cara melacak pengiriman?',
        answer: [
          ['Masukkan nomor pesanan dan nomor HP yang Anda pakai saat memesan di halaman ', { text: 'Lacak Pesanan', href: storePaths.shipmentTracking() }, ' untuk melihat setiap tahap pengiriman. Anda tidak perlu masuk ke akun untuk melacak.'],
        ],
      },
      {
        question: 'Bisakah saya mengirim ke beberapa alamat?',
        answer: [
          ['Bisa. Simpan alamat rumah, kantor, atau keluarga di ', { text: 'Profil > Alamat', href: storePaths.addressBook }, ', tandai satu sebagai alamat utama, dan pilih alamat tujuan setiap kali checkout.'],
        ],
      },
      {
        question: 'Ke kota mana saja MORE mengirim?',
        answer: [
          ['Saat checkout Anda dapat memilih kota atau kabupaten tujuan di seluruh Indonesia. Layanan pengiriman yang tersedia untuk alamat Anda ditampilkan pada langkah Pengiriman sebelum Anda membayar.'],
        ],
      },
    ],
  },
  {
    title: 'Garansi & Komplain',
    entries: [
      {
        question: 'Apa itu Garansi 2x24 Jam?',
        answer: [
          ['Garansi 2x24 Jam adalah jaminan kami bahwa produk sampai dengan baik. Jika produk yang Anda terima rusak, cacat, atau tidak sesuai pesanan, ajukan komplain dalam 2x24 jam sejak pesanan diterima agar kami dapat segera menanganinya. Ketentuan lengkapnya ada di ', { text: 'Syarat & Ketentuan', href: `${storePaths.terms}#pasal-6` }, '.'],
        ],
      },
      {
        question: 'Bagaimana cara mengajukan komplain?',
        answer: [
          ['Buka ', { text: 'Profil > Komplain', href: storePaths.complaints }, ', pilih produk dari pesanan yang sudah dikirim atau selesai, lalu jelaskan kendalanya dan lampirkan foto produk. Tim kami menindaklanjuti komplain Anda dan kabarnya dapat dipantau di halaman yang sama.'],
        ],
      },
      {
        question: 'Apakah produk MORE dijamin original?',
        answer: [['Ya. Semua produk yang kami jual adalah produk resmi dari MORE, dan itulah jaminan Dijamin Original kami.']],
      },
      {
        question: 'Bagaimana cara memberi ulasan produk?',
        answer: [
          ['Setelah pesanan selesai, produknya menunggu ulasan Anda di ', { text: 'Profil > Ulasan', href: storePaths.reviews }, '. Beri bintang dan ceritakan pengalaman Anda untuk membantu pembeli lain.'],
        ],
      },
    ],
  },
  {
    title: 'Akun',
    entries: [
      {
        question: 'Bagaimana cara mendaftar akun MORE?',
        answer: [
          ['Daftar dengan email di halaman ', { text: 'Daftar', href: storePaths.register }, ', lalu verifikasi email Anda lewat tautan yang kami kirim. Anda juga dapat masuk memakai akun media sosial yang tersedia di halaman ', { text: 'Masuk', href: storePaths.login }, '.'],
        ],
      },
      {
        question: 'Saya lupa kata sandi, apa yang harus dilakukan?',
        answer: [
          ['Buka ', { text: 'Lupa Kata Sandi', href: storePaths.forgotPassword }, ', masukkan email akun Anda, lalu ikuti tautan yang kami kirim untuk membuat kata sandi baru.'],
        ],
      },
      {
        question: 'Mengapa saya diminta masuk lagi?',
        answer: [
          ['Demi keamanan, sesi masuk dapat berakhir. Saat itu Anda akan melihat pesan "Sesi telah habis, silahkan login kembali"; masuk kembali dan Anda dapat melanjutkan belanja.'],
        ],
      },
      {
        question: 'Apakah wishlist dan keranjang saya tersimpan?',
        answer: [
          ['Sebelum masuk, wishlist dan keranjang disimpan di perangkat Anda. Setelah masuk, wishlist tersebut digabungkan ke akun Anda, dan keranjang tersimpan di akun sehingga dapat dibuka dari perangkat lain.'],
        ],
      },
    ],
  },
  {
    title: 'Showroom',
    entries: [
      {
        question: 'Di mana saja showroom MORE?',
        answer: [
          ['Showroom kami ada di Surabaya, Gresik, dan Sidoarjo. Alamat, jam buka, dan petunjuk arahnya ada di halaman ', { text: 'Showroom Kami', href: storePaths.offlineStore }, '.'],
        ],
      },
      {
        question: 'Jam berapa showroom MORE buka?',
        answer: [[`Setiap hari, ${showroomHoursText}, termasuk akhir pekan.`]],
      },
      {
        question: 'Apa itu MOREVERSE?',
        answer: [
          [{ text: 'MOREVERSE', href: storePaths.moreverse }, ' adalah showroom virtual kami: jelajahi pameran mitra, katalog, video, dan acara langsung dari rumah.'],
        ],
      },
      {
        question: 'Apakah MORE melayani desain interior?',
        answer: [
          ['Ya. Desainer kami melayani ', { text: 'desain interior', href: storePaths.interiorDesign }, ' di Surabaya, Gresik, dan Sidoarjo: mulai dari konsultasi, survei dan pengukuran, desain 3D, produksi, hingga pemasangan.'],
        ],
      },
    ],
  },
];

/** Every question with its anchor, in the page's order. */
export const faqQuestions: readonly FaqQuestion[] = faqGroups.flatMap((group) => group.entries.map((entry) => ({ ...entry, slug: anchorSlug(entry.question) })));

/** The question a page address's anchor names (`#apa-itu-garansi-2x24-jam`), or null. */
export const faqQuestionOfHash = (hash: string): FaqQuestion | null => {
  let slug = hash.replace(/^#/, '');
  try {
    slug = decodeURIComponent(slug);
  } catch {
    // A malformed escape is no question's anchor; the raw text is compared instead.
  }
  return faqQuestions.find((question) => question.slug === slug) ?? null;
};
