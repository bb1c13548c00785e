import type { ProductRecord } from '../db/catalogue';
import type { Database } from '../db/database';
import type { BannerRecord, EndorsementRecord, MetaPageRecord, RedeemRewardRecord, SiteSettingRecord } from '../db/promotions';
import type { SeedContext } from './context';
import { SeededRandom } from './random';

const DAY = 24 * 3600;

/** A seed of its own, drawn once from the shared one: this area's data can change without moving other areas'. */
export const forkRandom = (seed: SeedContext): SeededRandom => new SeededRandom(seed.random.int(1, 2_147_483_646));

const lowestPrice = (product: ProductRecord) =>
  Math.min(...product.variants.map((v) => Math.round((v.priceNormal * (100 - v.discountPercent)) / 100 / 100) * 100));
/** `12.500`: thousands separated by dots, as Indonesian text writes numbers. */
export const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

const inStock = (product: ProductRecord) => product.variants.some((v) => v.stock > 0);

/** Top (carousel) and bottom (strip) banners; links are paths of the store itself. */
const banners: readonly Omit<BannerRecord, 'id' | 'sort'>[] = [
  { title: 'Koleksi Terbaru Akhir Tahun, Hemat hingga 50%', position: 'top', link: '/products/type=terbaru', active: true },
  { title: 'Ruang Tamu Nyaman Mulai Rp1 Jutaan', position: 'top', link: '/category/ruang-tamu', active: true },
  { title: 'Paket Hemat: Satu Set untuk Satu Ruangan', position: 'top', link: '/products/category_group=123', active: true },
  { title: 'Tidur Lebih Nyenyak dengan Kasur Springbed Pilihan', position: 'top', link: '/category/springbed-kasurbusa', active: true },
  { title: 'Produk Terlaris Pilihan Pelanggan MORE', position: 'top', link: '/products/type=terlaris', active: true },
  { title: 'Gratis Ongkir ke Seluruh Indonesia', position: 'top', link: null, active: true },
  // Ended: kept by the server, not shown.
  { title: 'Promo 11.11 Diskon Kilat', position: 'top', link: '/promotion', active: false },
  { title: 'Konsultasi Desain Interior Gratis', position: 'bottom', link: '/desain-interior', active: true },
  { title: 'Jelajahi MOREVERSE, Showroom Virtual Kami', position: 'bottom', link: '/moreverse', active: true },
  { title: 'Furnitur di Bawah Rp500 Ribu', position: 'bottom', link: '/products/q=&price_min=0&price_max=500000', active: true },
];

/**
 * Document 2 §3: "1 tagline title, 2 tagline description, 3 facebook, 4 instagram, 5 tiktok,
 * 6 youtube, 7 email, 8 whatsapp number". Social entries are the accounts' names and handles as
 * text, not addresses of other hosts (no external address anywhere in the data): the storefront
 * shows them as text. The email is on the reserved `.test` domain; the number is the store's
 * WhatsApp in the international form without '+', as messaging links take it.
 */
export const siteSettings: readonly SiteSettingRecord[] = [
  { id: 1, name: 'tagline_title', content: 'Furnitur Berkualitas untuk Setiap Sudut Rumah', description: 'Judul tagline di beranda dan footer' },
  {
    id: 2,
    name: 'tagline_description',
    content: 'MORE Furniture menghadirkan furnitur dan perlengkapan rumah pilihan dengan gratis ongkir tanpa minimum belanja, garansi produk 2x24 jam, dan pembayaran aman.',
    description: 'Deskripsi tagline di bawah judul',
  },
  { id: 3, name: 'facebook', content: 'MORE Furniture Indonesia', description: 'Nama halaman Facebook resmi' },
  { id: 4, name: 'instagram', content: '@morefurniture.id', description: 'Akun Instagram resmi' },
  { id: 5, name: 'tiktok', content: '@morefurniture.id', description: 'Akun TikTok resmi' },
  { id: 6, name: 'youtube', content: 'MORE Furniture Official', description: 'Nama kanal YouTube resmi' },
  { id: 7, name: 'email', content: 'halo@more.test', description: 'Email layanan pelanggan (Senin-Minggu 09:00-21:00)' },
  { id: 8, name: 'whatsapp', content: '6281130009000', description: 'Nomor WhatsApp layanan pelanggan' },
];

/** The eight endorsers (document 2 §3: 8 entries, order_data 1-8, status 1 on every one). */
const endorsers: readonly Pick<EndorsementRecord, 'name' | 'ig'>[] = [
  { name: 'Rania Putri', ig: '@rania.dirumah' },
  { name: 'Dimas Prasetyo', ig: '@dimasprasetyo' },
  { name: 'Ayu Lestari', ig: '@ayulestari.home' },
  { name: 'Bagas Nugroho', ig: '@bagasnugroho_' },
  { name: 'Citra Maharani', ig: '@citramaharani' },
  { name: 'Fajar & Nadia', ig: '@rumahfajarnadia' },
  { name: 'Intan Permatasari', ig: '@intanpermata.interior' },
  { name: 'Yoga Aditya', ig: '@yogaaditya.ruang' },
];

/** Meta pages by route name (document 1 §2: the list is "matched by route name"). */
const metaPages: readonly Omit<MetaPageRecord, 'id'>[] = [
  { slug: 'Home', metaTitle: 'MORE Furniture: Belanja Furnitur Online dengan Gratis Ongkir', metaDesc: 'Belanja sofa, kasur, lemari, meja makan dan perlengkapan rumah secara online. Gratis ongkir tanpa minimum belanja dan garansi 2x24 jam.', keyword: 'toko furnitur online, mebel, sofa, kasur springbed, lemari pakaian' },
  { slug: 'Products', metaTitle: 'Semua Produk Furnitur | MORE Furniture', metaDesc: 'Temukan furnitur untuk setiap ruangan: kamar tidur, ruang tamu, ruang makan, ruang kerja dan kamar anak.', keyword: 'produk furnitur, furnitur murah, furnitur minimalis' },
  { slug: 'ProductDetail', metaTitle: 'Detail Produk | MORE Furniture', metaDesc: 'Lihat ukuran, warna, bahan dan harga terbaik produk pilihan Anda di MORE Furniture.', keyword: 'detail produk, harga furnitur' },
  { slug: 'Cart', metaTitle: 'Keranjang Belanja | MORE Furniture', metaDesc: 'Periksa produk di keranjang belanja Anda sebelum checkout.', keyword: 'keranjang belanja' },
  { slug: 'more-login', metaTitle: 'Masuk | MORE Furniture', metaDesc: 'Masuk ke akun MORE Furniture untuk melihat pesanan, wishlist dan poin Anda.', keyword: 'login, masuk akun' },
  { slug: 'register', metaTitle: 'Daftar Akun | MORE Furniture', metaDesc: 'Daftar akun MORE Furniture dan nikmati voucher untuk pembelian pertama.', keyword: 'daftar, registrasi' },
  { slug: 'Promotion', metaTitle: 'Promo Furnitur Hari Ini | MORE Furniture', metaDesc: 'Flash sale, Paket Hemat, Kombo Hemat dan produk gratis hadiah setiap hari.', keyword: 'promo furnitur, flash sale, paket hemat' },
  { slug: 'Moreverse', metaTitle: 'MOREVERSE: Showroom Virtual | MORE Furniture', metaDesc: 'Jelajahi showroom virtual MORE: pameran mitra, katalog, video dan acara langsung.', keyword: 'showroom virtual, moreverse, pameran furnitur' },
  { slug: 'Artikel', metaTitle: 'Artikel Inspirasi dan Tips Rumah | MORE Furniture', metaDesc: 'Tips merawat furnitur, tren desain interior dan inspirasi menata rumah.', keyword: 'artikel interior, tips rumah, desain interior' },
  { slug: 'Inspirasi', metaTitle: 'Inspirasi Ruangan | MORE Furniture', metaDesc: 'Ide menata kamar tidur, ruang tamu, ruang makan dan ruang kerja dengan furnitur MORE.', keyword: 'inspirasi ruangan, ide dekorasi' },
  { slug: 'DesainInterior', metaTitle: 'Layanan Desain Interior | MORE Furniture', metaDesc: 'Konsultasi desain interior untuk rumah di Surabaya, Gresik dan Sidoarjo.', keyword: 'desain interior surabaya, jasa interior' },
  { slug: 'Faq', metaTitle: 'Pertanyaan Umum | MORE Furniture', metaDesc: 'Jawaban atas pertanyaan seputar pesanan, pengiriman, garansi dan pembayaran.', keyword: 'faq, bantuan' },
];

const voucherRewards: readonly Pick<RedeemRewardRecord, 'title' | 'description' | 'points' | 'voucherAmount' | 'minPurchase'>[] = [
  { title: 'Voucher Belanja Rp25.000', description: 'Potongan Rp25.000 untuk belanja minimal Rp250.000.', points: 2_500, voucherAmount: 25_000, minPurchase: 250_000 },
  { title: 'Voucher Belanja Rp50.000', description: 'Potongan Rp50.000 untuk belanja minimal Rp500.000.', points: 5_000, voucherAmount: 50_000, minPurchase: 500_000 },
  { title: 'Voucher Belanja Rp100.000', description: 'Potongan Rp100.000 untuk belanja minimal Rp1.000.000.', points: 9_500, voucherAmount: 100_000, minPurchase: 1_000_000 },
  { title: 'Voucher Belanja Rp250.000', description: 'Potongan Rp250.000 untuk belanja minimal Rp3.000.000.', points: 22_000, voucherAmount: 250_000, minPurchase: 3_000_000 },
];

const giftKinds = new Set(['lamp', 'mirror', 'rug', 'nightstand']);
const mainKinds = new Set(['sofa', 'bed', 'mattress', 'dining-table', 'wardrobe', 'desk']);

/**
 * The home and promotions: banners, a popup, the site settings, the eight
 * endorsements, rewards for points, free-gift promotions (running, ended and
 * coming, relative to the seed clock) and the meta pages. Paket Hemat is the
 * catalogue's bundles and needs nothing here.
 */
export const seedPromotions = async (db: Database, seed: SeedContext): Promise<void> => {
  const random = forkRandom(seed);
  const now = seed.now;
  const products = db.products.all().sort((a, b) => a.id - b.id);
  const available = products.filter(inStock);

  for (const [index, banner] of banners.entries()) await db.banners.create({ id: index + 1, sort: index + 1, ...banner });

  await db.popups.create({ id: 1, title: 'Voucher Rp100.000 untuk Pembelian Pertama', link: '/promotion', active: true });
  await db.popups.create({ id: 2, title: 'Harbolnas 12.12 Segera Hadir', link: null, active: false });

  for (const setting of siteSettings) await db.siteSettings.create(setting);

  // Display order differs from id order, so the storefront's ordering by order_data shows.
  const orders = random.sample([1, 2, 3, 4, 5, 6, 7, 8], 8);
  const endorsed = random.sample(available.filter((p) => p.atmosphereCount > 0), endorsers.length);
  for (const [index, endorser] of endorsers.entries()) {
    await db.endorsements.create({ id: index + 1, ...endorser, productId: (endorsed[index] ?? available[index]!).id, orderData: orders[index]!, status: 1 });
  }

  let rewardId = 1;
  for (const voucher of voucherRewards) {
    await db.redeemRewards.create({
      id: rewardId++,
      kind: 'voucher',
      ...voucher,
      quota: random.int(20, 200),
      productId: null,
      validUntil: now + random.int(30, 90) * DAY,
    });
  }
  const affordable = available.filter((p) => lowestPrice(p) <= 600_000);
  for (const product of random.sample(affordable, 5)) {
    // About one point per 40 rupiah, rounded to 500 points.
    const points = Math.max(500, Math.round(lowestPrice(product) / 40 / 500) * 500);
    await db.redeemRewards.create({
      id: rewardId++,
      kind: 'product',
      title: `Tukar Poin: ${product.name}`,
      description: `Dapatkan ${product.name} hanya dengan ${thousands(points)} poin, tanpa biaya tambahan.`,
      points,
      quota: random.chance(0.2) ? 0 : random.int(3, 25),
      productId: product.id,
      voucherAmount: null,
      minPurchase: null,
      validUntil: now + random.int(14, 60) * DAY,
    });
  }
  // An expired reward stays on the server but is not offered.
  await db.redeemRewards.create({
    id: rewardId,
    kind: 'voucher',
    title: 'Voucher Ulang Tahun MORE Rp75.000',
    description: 'Potongan Rp75.000 untuk belanja minimal Rp750.000.',
    points: 6_000,
    quota: 0,
    productId: null,
    voucherAmount: 75_000,
    minPurchase: 750_000,
    validUntil: now - 3 * DAY,
  });

  const mains = random.sample(available.filter((p) => mainKinds.has(p.kind)), 7);
  const gifts = available.filter((p) => giftKinds.has(p.kind));
  for (const [index, product] of mains.entries()) {
    const gift = random.pick(gifts);
    // Five running now, one ended, one coming: the list shows the running ones only.
    const startAt = index === 6 ? now + 2 * DAY : now - random.int(1, 10) * DAY;
    const endAt = index === 5 ? now - DAY : index === 6 ? now + 16 * DAY : now + random.int(3, 21) * DAY;
    await db.freeGiftPromotions.create({
      id: index + 1,
      title: `Beli ${product.name}, Gratis ${gift.name}`,
      productId: product.id,
      giftProductId: gift.id,
      giftQuantity: 1,
      isMultipleBuy: random.chance(0.5),
      startAt,
      endAt,
    });
  }

  for (const [index, page] of metaPages.entries()) await db.metaPages.create({ id: index + 1, ...page });
};
