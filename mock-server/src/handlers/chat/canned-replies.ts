/**
 * What "CS MORE" answers in the mock: a reply chosen by what the customer
 * asked about, so the chat feels alive offline. A real store's customer
 * service answers by hand, later.
 */
const replies: readonly { readonly about: RegExp; readonly reply: string }[] = [
  {
    about: /ongkir|kirim|pengiriman|sampai|kurir|resi/i,
    reply: 'Pengiriman MORE gratis ongkir tanpa minimum belanja, Kak. Estimasi tiba 2–5 hari kerja untuk Jawa Timur. Boleh kami minta nomor pesanannya untuk kami cek?',
  },
  {
    about: /garansi|rusak|retur|komplain|cacat|pecah/i,
    reply: 'Mohon maaf atas kendalanya, Kak. Setiap produk MORE bergaransi 2x24 jam sejak diterima; silakan ajukan komplain dari menu Pesanan beserta foto produknya, tim kami segera memprosesnya.',
  },
  {
    about: /stok|ready|tersedia|habis/i,
    reply: 'Stok di halaman produk selalu yang terbaru, Kak. Selama tombol beli aktif, produk siap kami kirim.',
  },
  {
    about: /bayar|pembayaran|transfer|cicil|kredit/i,
    reply: 'Pembayaran bisa melalui virtual account, kartu kredit (cicilan 0% untuk bank tertentu) dan dompet digital, Kak.',
  },
];

const greeting =
  'Terima kasih sudah menghubungi MORE, Kak. Pesan Anda sudah kami terima; tim layanan pelanggan kami siap membantu setiap hari pukul 09.00–21.00 WIB.';

export const cannedReplyTo = (message: string): string => replies.find(({ about }) => about.test(message))?.reply ?? greeting;
