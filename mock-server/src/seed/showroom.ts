import type { ProductRecord } from '../db/catalogue';
import type { Database } from '../db/database';
import type { ShowroomActivityRecord } from '../db/showroom';
import type { SeedContext } from './context';
import { slugOf } from './inspiration';
import { forkRandom } from './promotions';
import { wibMidnight } from '../handlers/store-time';

const HOUR = 3600;
const DAY = 24 * HOUR;

interface PartnerSeed {
  readonly name: string;
  readonly description: string;
  readonly boothCode: string;
  readonly areaId: number;
  /** Which catalogue products the partner exhibits. */
  readonly sells: (product: ProductRecord) => boolean;
  readonly exhibition: { readonly title: string; readonly paragraphs: readonly string[] };
}

const kinds = (...names: string[]) => (product: ProductRecord) => names.includes(product.kind);

const partners: readonly PartnerSeed[] = [
  {
    name: 'Kasura Sleep Gallery',
    description: 'Spesialis kasur springbed, ranjang, dan nakas untuk tidur yang lebih nyenyak.',
    boothCode: 'A-01',
    areaId: 1,
    sells: kinds('bed', 'mattress', 'nightstand'),
    exhibition: {
      title: 'Pekan Tidur Nyenyak Kasura',
      paragraphs: [
        'Coba langsung berbagai tingkat kekerasan kasur dan temukan yang paling pas dengan posisi tidur Anda.',
        'Selama pameran, konsultan tidur Kasura siap membantu memilih ukuran kasur dan ranjang sesuai luas kamar.',
      ],
    },
  },
  {
    name: 'Jatiloka Woodcraft',
    description: 'Meja dan kursi makan dari kayu jati dan mahoni, dikerjakan perajin Jepara.',
    boothCode: 'B-01',
    areaId: 2,
    sells: kinds('dining-table', 'chair'),
    exhibition: {
      title: 'Meja Makan Kayu Solid dari Jepara',
      paragraphs: [
        'Jatiloka menampilkan set meja makan kayu solid untuk empat hingga delapan orang, lengkap dengan pilihan finishing natural dan walnut.',
        'Lihat dari dekat sambungan kayu dan serat jati yang menjadi ciri khas karya perajin Jepara.',
      ],
    },
  },
  {
    name: 'Nusa Living Studio',
    description: 'Sofa, kursi santai, dan meja tamu untuk ruang keluarga yang hangat.',
    boothCode: 'C-01',
    areaId: 3,
    sells: kinds('sofa', 'armchair', 'coffee-table', 'tv-cabinet'),
    exhibition: {
      title: 'Ruang Keluarga Japandi ala Nusa Living',
      paragraphs: [
        'Sebuah ruang keluarga utuh bergaya Japandi: sofa linen, meja tamu kayu terang, dan bufet TV yang rendah.',
        'Semua produk di ruang pamer ini dapat dibeli satuan maupun sebagai Paket Hemat.',
      ],
    },
  },
  {
    name: 'Arkana Workspace',
    description: 'Meja kerja dan kursi ergonomis untuk bekerja dari rumah.',
    boothCode: 'D-01',
    areaId: 4,
    sells: kinds('desk', 'office-chair'),
    exhibition: {
      title: 'Sudut Kerja Ergonomis Arkana',
      paragraphs: [
        'Atur tinggi kursi, jarak layar, dan posisi meja bersama tim Arkana untuk sudut kerja yang sehat.',
        'Tersedia meja kerja 100 cm hingga meja sudut L untuk ruang kerja yang lebih luas.',
      ],
    },
  },
  {
    name: 'Rumaka Kids',
    description: 'Furnitur kamar anak yang aman, ceria, dan tumbuh bersama si kecil.',
    boothCode: 'D-02',
    areaId: 4,
    sells: (product) => product.roomType === 'kamar-anak',
    exhibition: {
      title: 'Kamar Impian Si Kecil',
      paragraphs: [
        'Ranjang tingkat, meja belajar, dan rak mainan dengan sudut membulat dan cat berbahan dasar air.',
        'Ajak si kecil memilih warna kamarnya sendiri di area bermain Rumaka Kids.',
      ],
    },
  },
  {
    name: 'Lentera Home Decor',
    description: 'Lampu, cermin, dan karpet yang menghidupkan setiap sudut rumah.',
    boothCode: 'C-02',
    areaId: 3,
    sells: kinds('lamp', 'mirror', 'rug'),
    exhibition: {
      title: 'Cahaya Hangat untuk Setiap Sudut',
      paragraphs: [
        'Lentera memamerkan lampu lantai, cermin dinding, dan karpet dalam tiga suasana ruangan yang berbeda.',
        'Pelajari cara memadukan cahaya hangat dan cermin agar ruangan kecil terasa lebih luas.',
      ],
    },
  },
  {
    name: 'Dipana Kitchen Works',
    description: 'Kabinet dan rak dapur yang membuat dapur rapi dan efisien.',
    boothCode: 'B-02',
    areaId: 2,
    sells: (product) => product.roomType === 'ruang-makan' && (product.kind === 'cabinet' || product.kind === 'shelf'),
    exhibition: {
      title: 'Dapur Rapi Dipana',
      paragraphs: [
        'Kabinet atas, kabinet bawah, dan rak piring gantung ditata dalam contoh dapur berukuran 2x3 meter.',
        'Konsultan Dipana membantu merencanakan penyimpanan dapur sesuai kebiasaan memasak Anda.',
      ],
    },
  },
  {
    name: 'Rotan Nusantara Atelier',
    description: 'Kursi, lampu, dan dekorasi rotan anyaman tangan perajin Cirebon.',
    boothCode: 'A-02',
    areaId: 1,
    sells: (product) => product.materials.includes('Rotan'),
    exhibition: {
      title: 'Anyaman Rotan Cirebon',
      paragraphs: [
        'Karya rotan anyaman tangan dari Cirebon: kursi santai, lampu, dan keranjang penyimpanan.',
        'Saksikan langsung proses menganyam bersama perajin tamu setiap akhir pekan.',
      ],
    },
  },
];

const areas = [
  { id: 1, name: 'Galeri Kamar Tidur', description: 'Kasur, ranjang, dan furnitur kamar tidur dari mitra pilihan.', x: 22, y: 30 },
  { id: 2, name: 'Paviliun Ruang Makan & Dapur', description: 'Meja makan, kursi, dan kabinet dapur.', x: 70, y: 28 },
  { id: 3, name: 'Hall Ruang Keluarga', description: 'Sofa, meja tamu, dekorasi, dan panggung acara langsung.', x: 30, y: 72 },
  { id: 4, name: 'Studio Kerja & Belajar', description: 'Meja kerja, kursi ergonomis, dan furnitur kamar anak.', x: 75, y: 70 },
] as const;

/**
 * A video on YouTube: the page that plays it. Each seeded video has its own
 * (an 11-character id, as YouTube's are), so "Tonton di YouTube" opens that
 * video rather than the channel; the store links out and embeds nothing.
 */
export const youtubeWatchUrl = (videoId: string): string => `https://www.youtube.com/watch?v=${videoId}`;

const videos = [
  { title: 'Tur Virtual MOREVERSE dalam 3 Menit', description: 'Berkeliling semua area MOREVERSE dan kenali mitra-mitra kami.', durationSeconds: 185, partnerId: null, daysAgo: 20, youtubeId: 'q7XvR2mK9tA' },
  { title: 'Cara Memilih Kasur bersama Kasura Sleep Gallery', description: 'Konsultan tidur Kasura menjelaskan perbedaan tingkat kekerasan kasur.', durationSeconds: 420, partnerId: 1, daysAgo: 12, youtubeId: 'Lp3dW8nHc0E' },
  { title: 'Merawat Meja Makan Kayu Jati', description: 'Langkah mudah membersihkan dan meminyaki meja kayu jati.', durationSeconds: 312, partnerId: 2, daysAgo: 9, youtubeId: 'b5Zs_Jk1uYQ' },
  { title: 'Menata Ruang Keluarga Bergaya Japandi', description: 'Tim Nusa Living menata ruang keluarga dari kosong hingga siap dipakai.', durationSeconds: 540, partnerId: 3, daysAgo: 6, youtubeId: 'Tn8gF4-eRwM' },
  { title: 'Setup Meja Kerja Ergonomis', description: 'Mengatur tinggi kursi, meja, dan layar untuk bekerja seharian.', durationSeconds: 366, partnerId: 4, daysAgo: 4, youtubeId: 'xC2hV9aPq6s' },
  { title: 'Lampu yang Tepat untuk Setiap Sudut', description: 'Memilih lampu lantai dan lampu meja untuk suasana hangat.', durationSeconds: 248, partnerId: 6, daysAgo: 1, youtubeId: 'Gk0yN7rUd3I' },
] as const;

/**
 * MOREVERSE: four areas with two partner booths each, the partners' products
 * (catalogue products of the kinds they sell), an exhibition per partner
 * (running, coming and ended, relative to the seed clock), catalogues as
 * lists of products, videos, activities (one running now, one ended, the
 * others in the coming days at showroom hours) and notices.
 */
export const seedShowroom = async (db: Database, seed: SeedContext): Promise<void> => {
  const random = forkRandom(seed);
  const now = seed.now;
  const products = db.products.all().sort((a, b) => a.id - b.id);
  const partnerProducts: number[][] = [];

  for (const [index, partner] of partners.entries()) {
    const ids = random
      .sample(products.filter(partner.sells), 24)
      .map((product) => product.id)
      .sort((a, b) => a - b);
    partnerProducts.push(ids);
    await db.showroomPartners.create({
      id: index + 1,
      name: partner.name,
      slug: slugOf(partner.name),
      description: partner.description,
      boothCode: partner.boothCode,
      productIds: ids,
      // The partners are the mock's own inventions, so are their sites: on the reserved `.example` domain, which
      // belongs to nobody. The last partner has none, as a partner without a site of its own.
      ...(index < partners.length - 1 ? { websiteUrl: `https://www.${slugOf(partner.name)}.example/` } : {}),
    });
  }

  for (const area of areas) {
    const booths = partners.flatMap((partner, index) => (partner.areaId === area.id ? [{ code: partner.boothCode, partnerId: index + 1 }] : []));
    await db.showroomAreas.create({ ...area, booths });
  }

  let exhibitionId = 1;
  for (const [index, partner] of partners.entries()) {
    const partnerId = index + 1;
    const featured = random.sample(partnerProducts[index]!, 6).sort((a, b) => a - b);
    // Dipana's exhibition is coming; Rotan Nusantara had one that ended and has another coming.
    const [startAt, endAt] =
      partnerId === 7 ? [now + 3 * DAY, now + 17 * DAY] : partnerId === 8 ? [now + 5 * DAY, now + 19 * DAY] : [now - random.int(2, 10) * DAY, now + random.int(5, 20) * DAY];
    if (partnerId === 8) {
      await db.exhibitions.create({
        id: exhibitionId++,
        slug: slugOf('Rotan untuk Rumah Tropis'),
        title: 'Rotan untuk Rumah Tropis',
        partnerId,
        areaId: partner.areaId,
        paragraphs: ['Pameran kursi dan meja rotan yang sejuk untuk iklim tropis.'],
        productIds: featured.slice(0, 4),
        startAt: now - 30 * DAY,
        endAt: now - 5 * DAY,
      });
    }
    await db.exhibitions.create({
      id: exhibitionId++,
      slug: slugOf(partner.exhibition.title),
      title: partner.exhibition.title,
      partnerId,
      areaId: partner.areaId,
      paragraphs: [...partner.exhibition.paragraphs],
      productIds: featured,
      startAt,
      endAt,
    });
  }

  const allPartnerProducts = [...new Set(partnerProducts.flat())];
  await db.showroomCatalogues.create({
    id: 1,
    title: 'Katalog MOREVERSE Akhir Tahun',
    description: 'Pilihan produk dari semua mitra MOREVERSE, dengan harga terbaik akhir tahun.',
    partnerId: null,
    productIds: random.sample(allPartnerProducts, 12).sort((a, b) => a - b),
  });
  for (const [n, partnerId] of [1, 2, 6].entries()) {
    await db.showroomCatalogues.create({
      id: n + 2,
      title: `Katalog ${partners[partnerId - 1]!.name}`,
      description: `Seluruh koleksi ${partners[partnerId - 1]!.name} yang dipamerkan di MOREVERSE.`,
      partnerId,
      productIds: partnerProducts[partnerId - 1]!.slice(0, 16),
    });
  }

  for (const [index, video] of videos.entries()) {
    const { daysAgo, youtubeId, ...fields } = video;
    await db.showroomVideos.create({ id: index + 1, ...fields, publishedAt: now - daysAgo * DAY - random.int(1, 10) * HOUR, filePath: null, watchUrl: youtubeWatchUrl(youtubeId) });
  }

  const midnight = wibMidnight(now);
  const at = (days: number, hour: number, minute = 0) => midnight + days * DAY + hour * HOUR + minute * 60;
  const liveStart = Math.floor((now - 30 * 60) / 300) * 300;
  const flashStart = Math.ceil((now + 3 * HOUR) / HOUR) * HOUR;
  const activities: ShowroomActivityRecord[] = [
    { id: 1, title: 'Live Shopping Ruang Keluarga', description: 'Belanja langsung bersama host Nusa Living dengan harga khusus selama siaran.', areaId: 3, partnerId: 3, startAt: liveStart, endAt: liveStart + 2 * HOUR },
    { id: 2, title: 'Demo Merawat Kayu Jati', description: 'Perajin Jatiloka memperagakan cara membersihkan dan meminyaki furnitur kayu jati.', areaId: 2, partnerId: 2, startAt: at(1, 19), endAt: at(1, 20) },
    { id: 3, title: 'Tanya Jawab dengan Desainer Interior', description: 'Bawa denah rumah Anda dan tanyakan apa saja kepada desainer interior MORE.', areaId: 3, partnerId: null, startAt: at(2, 15), endAt: at(2, 16, 30) },
    { id: 4, title: 'Kelas Menata Kamar Anak', description: 'Tips menata kamar anak yang aman dan bisa tumbuh bersama si kecil.', areaId: 4, partnerId: 5, startAt: at(3, 10), endAt: at(3, 11, 30) },
    { id: 5, title: 'Peluncuran Koleksi Kasura Terbaru', description: 'Jadilah yang pertama mencoba koleksi kasur terbaru Kasura.', areaId: 1, partnerId: 1, startAt: at(5, 19), endAt: at(5, 20, 30) },
    { id: 6, title: 'Workshop Anyaman Rotan untuk Pemula', description: 'Belajar menganyam rotan bersama perajin Cirebon. Tempat terbatas.', areaId: 1, partnerId: 8, startAt: at(7, 13), endAt: at(7, 15) },
    { id: 7, title: 'Flash Sale Khusus Pengunjung MOREVERSE', description: 'Potongan harga kilat untuk produk yang dipamerkan, hanya selama satu jam.', areaId: 3, partnerId: null, startAt: flashStart, endAt: flashStart + HOUR },
    { id: 8, title: 'Demo Perakitan Lemari 3 Pintu', description: 'Merakit lemari pakaian 3 pintu dalam 15 menit bersama tim MORE.', areaId: 1, partnerId: null, startAt: at(-1, 19), endAt: at(-1, 20) },
  ];
  for (const activity of activities) await db.showroomActivities.create(activity);

  const notices = [
    { title: 'Live Shopping Sedang Berlangsung', message: 'Live Shopping Ruang Keluarga sedang berlangsung di Hall Ruang Keluarga. Yuk, gabung sekarang!', activityId: 1, createdAt: liveStart + 60 },
    { title: 'Besok: Demo Merawat Kayu Jati', message: 'Jangan lewatkan demo merawat kayu jati bersama Jatiloka Woodcraft besok pukul 19:00 WIB.', activityId: 2, createdAt: now - DAY },
    { title: 'Pameran Baru di Hall Ruang Keluarga', message: 'Nusa Living Studio menghadirkan ruang keluarga bergaya Japandi. Kunjungi booth C-01.', activityId: null, createdAt: now - 2 * DAY },
    { title: 'Katalog Akhir Tahun Sudah Tersedia', message: 'Lihat pilihan produk terbaik dari semua mitra MOREVERSE di menu Katalog.', activityId: null, createdAt: now - 4 * DAY },
    // Scheduled: shown from tomorrow.
    { title: 'Lusa: Tanya Jawab dengan Desainer Interior', message: 'Siapkan denah rumah Anda dan tanyakan langsung kepada desainer interior MORE.', activityId: 3, createdAt: now + DAY },
  ];
  for (const [index, notice] of notices.entries()) await db.showroomNotices.create({ id: index + 1, ...notice });
};
