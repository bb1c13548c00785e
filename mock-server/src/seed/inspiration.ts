import type { Database } from '../db/database';
import type { InspirationRecord } from '../db/inspiration';
import { categorySeeds } from './catalogue-data';
import type { SeedContext } from './context';
import { forkRandom } from './promotions';

const DAY = 24 * 3600;

/** Interior styles and how the store describes each. */
const styles: readonly { readonly name: string; readonly story: string }[] = [
  { name: 'Japandi', story: 'Gaya Japandi memadukan kesederhanaan Jepang dengan kehangatan Skandinavia: garis yang bersih, kayu berwarna terang, dan kain bertekstur alami. Kuncinya adalah sedikit barang, tetapi setiap barang punya fungsi dan terasa nyaman disentuh.' },
  { name: 'Skandinavia', story: 'Gaya Skandinavia lahir dari rumah-rumah di negeri bermusim dingin yang ingin terasa terang dan hangat. Dinding putih, kayu pinus atau oak, dan tekstil lembut berwarna pastel membuat ruangan terasa lega tanpa kehilangan kesan ramah.' },
  { name: 'Minimalis', story: 'Gaya minimalis mengajak kita memilih yang benar-benar perlu. Furnitur dengan bentuk sederhana, penyimpanan tertutup, dan warna yang senada membuat ruangan tampak rapi dan lebih mudah dirawat setiap hari.' },
  { name: 'Industrial', story: 'Gaya industrial terinspirasi dari gudang dan pabrik tua: rangka besi hitam, kayu dengan serat yang tegas, dan dinding bertekstur semen. Hasilnya ruangan yang berkarakter, cocok untuk Anda yang menyukai kesan maskulin dan apa adanya.' },
  { name: 'Klasik', story: 'Gaya klasik menonjolkan detail: ukiran halus, kaki furnitur yang melengkung, dan warna kayu yang dalam seperti walnut atau cokelat tua. Padukan dengan kain beludru dan cermin berbingkai untuk suasana yang anggun.' },
  { name: 'Modern', story: 'Gaya modern mengutamakan bentuk yang tegas dan material masa kini seperti kaca tempered, marmer, dan logam. Warna netral menjadi dasar, lalu satu atau dua aksen warna berani memberi ruangan titik perhatian.' },
  { name: 'Retro', story: 'Gaya retro membawa semangat tahun 60-an dan 70-an ke rumah masa kini: kaki furnitur yang ramping, warna mustard dan terracotta, serta bentuk membulat yang ceria. Pilih satu dua perabot ikonik agar ruangan tidak terasa seperti museum.' },
];

/** How the titles name each room of the catalogue (its room type), and how the story speaks of it. */
const rooms: Readonly<Record<string, { readonly phrase: string; readonly story: string }>> = {
  'kamar-tidur': { phrase: 'Kamar Tidur', story: 'Kamar tidur adalah tempat untuk benar-benar beristirahat. Letakkan ranjang menjauh dari pintu, sisakan ruang minimal 60 cm di kedua sisinya, dan pilih lemari pakaian yang menyimpan semua barang agar mata tidak lelah melihat kekacauan sebelum tidur.' },
  'kamar-anak': { phrase: 'Kamar Anak', story: 'Kamar anak perlu tumbuh bersama penghuninya. Pilih ranjang dan meja belajar yang kokoh, rak mainan yang mudah dijangkau si kecil, dan sisakan lantai kosong untuk bermain. Sudut-sudut membulat membuat kamar lebih aman.' },
  'ruang-makan': { phrase: 'Ruang Makan', story: 'Ruang makan adalah tempat keluarga berkumpul setiap hari. Ukur dulu ruangannya: sisakan sekitar 90 cm di sekeliling meja agar kursi mudah ditarik, lalu lengkapi dengan kabinet atau rak untuk piring dan peralatan saji.' },
  'ruang-tamu': { phrase: 'Ruang Tamu', story: 'Ruang tamu adalah wajah rumah. Jadikan sofa sebagai pusat ruangan, letakkan meja tamu dalam jangkauan tangan, dan pastikan bufet TV serta rak dinding tidak menghalangi jalur lalu lalang.' },
  'ruang-kerja': { phrase: 'Ruang Kerja', story: 'Ruang kerja di rumah harus membantu Anda fokus. Tempatkan meja kerja dekat jendela untuk cahaya alami, pilih kursi yang menopang punggung, dan simpan dokumen di rak atau lemari arsip agar permukaan meja tetap lega.' },
  lainnya: { phrase: 'Sudut Rumah', story: 'Sudut-sudut kecil rumah sering terlupakan, padahal di sanalah suasana terbentuk. Lampu lantai yang hangat, cermin yang memantulkan cahaya, dan karpet yang empuk bisa mengubah sudut kosong menjadi tempat favorit.' },
};

const titles: readonly ((room: string, style: string) => string)[] = [
  (room, style) => `${room} ${style} yang Hangat dan Lapang`,
  (room, style) => `Sentuhan ${style} untuk ${room} Mungil`,
  (room, style) => `${room} ${style} dengan Palet Warna Netral`,
  (room, style) => `Menata ${room} Bergaya ${style}`,
  (room, style) => `${room} ${style} Penuh Cahaya Alami`,
];

export const slugOf = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * Inspirations by room: the catalogue's rooms (category id, name, and room
 * type as the slug), five inspirations each in different styles, each made of
 * 4 to 8 products of that room; the first of each room is highlighted on the home.
 */
export const seedInspiration = async (db: Database, seed: SeedContext): Promise<void> => {
  const random = forkRandom(seed);
  const products = db.products.all().sort((a, b) => a.id - b.id);
  const records: InspirationRecord[] = [];

  for (const [index, category] of categorySeeds.entries()) {
    const roomId = index + 1;
    await db.inspirationRooms.create({ id: roomId, name: category.name, slug: category.roomType, sort: index + 1 });
    const room = rooms[category.roomType] ?? { phrase: category.name, story: rooms['lainnya']!.story };
    const roomProducts = products.filter((product) => product.roomType === category.roomType);
    for (const [n, style] of random.sample(styles, titles.length).entries()) {
      const title = titles[n]!(room.phrase, style.name);
      const chosen = random.sample(roomProducts, random.int(4, 8)).sort((a, b) => a.id - b.id);
      const named = chosen.slice(0, 3).map((product) => product.name);
      records.push({
        id: records.length + 1,
        slug: slugOf(title),
        title,
        metaTitle: `Inspirasi ${title} | MORE Furniture`,
        metaDesc: `Ide menata ${room.phrase.toLowerCase()} bergaya ${style.name.toLowerCase()} dengan furnitur pilihan MORE Furniture.`,
        roomId,
        style: style.name,
        paragraphs: [
          style.story,
          room.story,
          `Inspirasi ini memakai ${named.join(', ')}${chosen.length > 3 ? ` dan ${chosen.length - 3} produk lainnya` : ''}. Semua produknya bisa Anda beli langsung di MORE Furniture dengan gratis ongkir tanpa minimum belanja.`,
        ],
        productIds: chosen.map((product) => product.id),
        highlightOrder: n === 0 ? roomId : null,
        createdAt: seed.now - (records.length * 4 + random.int(0, 3)) * DAY - random.int(1, 20) * 3600,
      });
    }
  }
  for (const record of records) await db.inspirations.create(record);
};
