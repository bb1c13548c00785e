/**
 * How big and how heavy each kind of product of the seeded shop is, by
 * sub-category and descriptor (the descriptor is the size or configuration
 * that ends a product's name, "Kasur Springbed Aruna 160x200"). A size the
 * name states is kept exactly (a 160x200 mattress is 200 × 160 cm; a
 * "120 cm" TV cabinet is 120 cm long); the rest falls in the range a shop
 * of that kind of furniture would sell.
 */

/** Centimetres or kilograms: exact, or a range a product's own hash picks from. */
type Measure = number | readonly [number, number];

interface SizeRule {
  /** P (panjang): the longest side across the front. */
  readonly length: Measure;
  /** L (lebar): front to back; 'length' for a round or square footprint. */
  readonly width: Measure | 'length';
  /** T (tinggi); 'length' for a round face (a mirror). */
  readonly height: Measure | 'length';
  readonly weight: Measure;
  /** What the dimensions measure when the product is more than one piece ("meja", "per kursi"). */
  readonly measures?: string;
  /** What the weight weighs when that is more than the piece measured ("meja dan 4 kursi"). */
  readonly weighs?: string;
  /** One sentence on what this size or configuration offers. */
  readonly feature: string;
}

export interface SubCategorySpec {
  /** What the product is, in a sentence: "kasur springbed". */
  readonly noun: string;
  /** What it is for, ending the introduction: "untuk tidur yang nyenyak". */
  readonly purpose: string;
  readonly sizes: Readonly<Record<string, SizeRule>>;
}

/** By sub-category name (catalogue-data's `categorySeeds`), then by descriptor. */
export const subCategorySpecs: Readonly<Record<string, SubCategorySpec>> = {
  'Tempat Tidur': {
    noun: 'ranjang',
    purpose: 'untuk kamar tidur yang tenang dan tertata',
    sizes: {
      '120x200': { length: [212, 220], width: [130, 138], height: [90, 105], weight: [42, 55], feature: 'Rangka untuk kasur 120x200 cm, pas untuk kamar remaja atau kamar tamu.' },
      '160x200': { length: [212, 222], width: [170, 178], height: [95, 115], weight: [55, 70], feature: 'Rangka untuk kasur 160x200 cm (queen), lega untuk dua orang.' },
      '180x200': { length: [212, 222], width: [190, 198], height: [100, 120], weight: [62, 80], feature: 'Rangka untuk kasur 180x200 cm (king), paling lega untuk tidur berdua.' },
      'Laci Sorong': { length: [212, 220], width: [130, 138], height: [85, 100], weight: [58, 72], feature: 'Rangka untuk kasur 120x200 cm dengan laci sorong di bawahnya untuk kasur tamu atau penyimpanan.' },
    },
  },
  'Springbed & Kasurbusa': {
    noun: 'kasur springbed',
    purpose: 'untuk tidur yang nyenyak dengan punggung yang tertopang',
    sizes: {
      '90x200': { length: 200, width: 90, height: [22, 30], weight: [18, 24], feature: 'Ukuran single 90x200 cm untuk satu orang.' },
      '120x200': { length: 200, width: 120, height: [22, 30], weight: [24, 31], feature: 'Ukuran 120x200 cm, lega untuk satu orang dewasa.' },
      '160x200': { length: 200, width: 160, height: [24, 32], weight: [32, 42], feature: 'Ukuran queen 160x200 cm untuk dua orang.' },
      '180x200': { length: 200, width: 180, height: [24, 32], weight: [36, 47], feature: 'Ukuran king 180x200 cm, paling lega untuk tidur berdua.' },
    },
  },
  'Lemari Pakaian': {
    noun: 'lemari pakaian',
    purpose: 'untuk menyimpan pakaian dengan rapi',
    sizes: {
      '2 Pintu': { length: [80, 90], width: [52, 58], height: [180, 190], weight: [45, 60], feature: 'Dua pintu dengan ruang gantung dan rak lipat, pas untuk kamar yang tidak terlalu luas.' },
      '3 Pintu': { length: [120, 135], width: [55, 60], height: [190, 200], weight: [65, 85], feature: 'Tiga pintu dengan ruang gantung, rak lipat dan laci dalam.' },
      '4 Pintu': { length: [160, 180], width: [55, 60], height: [200, 210], weight: [85, 110], feature: 'Empat pintu dengan ruang simpan paling lega untuk pakaian dua orang.' },
      Sliding: { length: [150, 180], width: [60, 65], height: [200, 215], weight: [90, 120], feature: 'Pintu geser yang tidak memakan ruang saat dibuka, cocok untuk kamar yang sempit.' },
    },
  },
  Nakas: {
    noun: 'nakas',
    purpose: 'untuk menaruh lampu tidur, buku dan ponsel di samping ranjang',
    sizes: {
      '1 Laci': { length: [40, 45], width: [35, 40], height: [45, 52], weight: [6, 9], feature: 'Satu laci dan rak terbuka untuk barang yang sering dipakai.' },
      '2 Laci': { length: [42, 48], width: [38, 42], height: [52, 60], weight: [8, 12], feature: 'Dua laci untuk barang kecil agar permukaannya tetap rapi.' },
      Gantung: { length: [40, 45], width: [28, 32], height: [18, 24], weight: [3, 5], feature: 'Dipasang menempel di dinding sehingga lantai di bawahnya tetap lapang.' },
    },
  },
  'Meja Rias': {
    noun: 'meja rias',
    purpose: 'untuk bersiap dengan tenang setiap pagi',
    sizes: {
      'dengan Cermin': { length: [80, 100], width: [40, 45], height: [140, 160], weight: [22, 32], feature: 'Lengkap dengan cermin besar dan laci untuk kosmetik serta perhiasan.' },
      Minimalis: { length: [80, 90], width: [38, 42], height: [74, 78], weight: [16, 22], feature: 'Permukaan lega dengan satu laci, mudah dipadukan dengan cermin dinding.' },
      '3 Laci': { length: [90, 100], width: [42, 46], height: [75, 80], weight: [22, 30], feature: 'Tiga laci untuk memisahkan kosmetik, perawatan kulit dan aksesori.' },
    },
  },
  'Tempat Tidur Anak': {
    noun: 'ranjang anak',
    purpose: 'untuk kamar si kecil yang aman dan ceria',
    sizes: {
      Single: { length: [206, 214], width: [106, 112], height: [80, 95], weight: [35, 48], feature: 'Rangka untuk kasur 100x200 cm dengan sudut-sudut yang membulat.' },
      Tingkat: { length: [205, 215], width: [105, 112], height: [155, 170], weight: [70, 95], feature: 'Dua tempat tidur bertingkat dengan tangga dan pagar pengaman, hemat tempat untuk kakak beradik.' },
      'Rumah-rumahan': { length: [205, 215], width: [100, 110], height: [150, 175], weight: [45, 60], feature: 'Rangka berbentuk rumah yang membuat waktu tidur terasa seperti bermain.' },
    },
  },
  'Meja Belajar': {
    noun: 'meja belajar',
    purpose: 'untuk belajar dan berkarya dengan nyaman',
    sizes: {
      'dengan Rak': { length: [100, 120], width: [50, 55], height: [130, 150], weight: [25, 35], feature: 'Rak di atas meja menyimpan buku dan alat tulis dalam jangkauan tangan.' },
      Lipat: { length: [80, 100], width: [45, 50], height: [72, 75], weight: [8, 12], feature: 'Dapat dilipat dan disimpan saat tidak dipakai.' },
      'Anak 80 cm': { length: 80, width: [45, 50], height: [56, 62], weight: [9, 13], feature: 'Tingginya pas untuk anak usia 4 sampai 8 tahun.' },
    },
  },
  'Lemari Anak': {
    noun: 'lemari anak',
    purpose: 'untuk menyimpan pakaian dan mainan si kecil',
    sizes: {
      '2 Pintu': { length: [70, 80], width: [45, 50], height: [150, 165], weight: [30, 42], feature: 'Dua pintu setinggi jangkauan anak, dengan ruang gantung dan rak.' },
      'Plastik 4 Susun': { length: [45, 52], width: [38, 42], height: [95, 105], weight: [5, 8], feature: 'Empat laci plastik yang ringan dan mudah ditarik sendiri oleh anak.' },
      Karakter: { length: [80, 90], width: [48, 52], height: [150, 165], weight: [35, 48], feature: 'Pintu bergambar karakter yang ceria untuk kamar si kecil.' },
    },
  },
  'Rak Mainan': {
    noun: 'rak mainan',
    purpose: 'agar si kecil terbiasa merapikan mainannya sendiri',
    sizes: {
      '3 Susun': { length: [80, 90], width: [30, 35], height: [85, 95], weight: [10, 15], feature: 'Tiga susun terbuka setinggi jangkauan anak.' },
      '9 Kotak': { length: [100, 110], width: [30, 35], height: [100, 110], weight: [16, 24], feature: 'Sembilan kotak untuk memilah mainan, buku dan boneka.' },
      Sudut: { length: [40, 45], width: 'length', height: [100, 120], weight: [7, 11], feature: 'Mengisi sudut kamar yang sering terlupakan.' },
    },
  },
  'Meja Makan': {
    noun: 'set meja makan',
    purpose: 'untuk santap bersama keluarga setiap hari',
    sizes: {
      '4 Kursi': { length: [120, 140], width: [75, 85], height: [75, 76], weight: [45, 60], measures: 'meja', weighs: 'meja dan 4 kursi', feature: 'Satu meja dengan empat kursi, pas untuk keluarga kecil.' },
      '6 Kursi': { length: [160, 180], width: [85, 95], height: [75, 76], weight: [65, 85], measures: 'meja', weighs: 'meja dan 6 kursi', feature: 'Satu meja dengan enam kursi untuk keluarga besar atau menjamu tamu.' },
      '8 Kursi': { length: [200, 220], width: [95, 105], height: [75, 76], weight: [90, 115], measures: 'meja', weighs: 'meja dan 8 kursi', feature: 'Satu meja panjang dengan delapan kursi untuk acara keluarga.' },
      Bundar: { length: [100, 120], width: 'length', height: [75, 76], weight: [40, 55], measures: 'meja', weighs: 'meja dan 4 kursi', feature: 'Meja bundar dengan empat kursi yang membuat obrolan di meja makan lebih akrab.' },
    },
  },
  'Kursi Makan': {
    noun: 'kursi makan',
    purpose: 'untuk menemani santap bersama keluarga',
    sizes: {
      Busa: { length: [44, 48], width: [50, 56], height: [88, 96], weight: [6, 9], feature: 'Dudukan berlapis busa yang empuk untuk makan berlama-lama.' },
      Rotan: { length: [44, 50], width: [50, 56], height: [85, 92], weight: [4, 6], feature: 'Sandaran rotan anyaman tangan yang ringan dan sejuk.' },
      'Kayu Solid': { length: [42, 46], width: [48, 54], height: [85, 95], weight: [6, 9], feature: 'Kayu solid yang kokoh untuk dipakai setiap hari selama bertahun-tahun.' },
      'Set isi 2': { length: [42, 48], width: [48, 55], height: [85, 95], weight: [11, 16], measures: 'per kursi', weighs: '2 kursi', feature: 'Satu set berisi dua kursi yang serasi.' },
    },
  },
  'Kabinet Dapur': {
    noun: 'kabinet dapur',
    purpose: 'untuk dapur yang rapi dan nyaman dipakai memasak',
    sizes: {
      Atas: { length: [80, 100], width: [30, 35], height: [60, 70], weight: [15, 22], feature: 'Dipasang di dinding untuk stok dan peralatan yang jarang dipakai.' },
      Bawah: { length: [80, 100], width: [55, 60], height: [80, 86], weight: [25, 35], feature: 'Setinggi meja dapur, untuk panci, wajan dan peralatan yang berat.' },
      '2 Pintu': { length: [80, 90], width: [40, 45], height: [175, 185], weight: [40, 55], feature: 'Kabinet tinggi dua pintu untuk stok bahan makanan.' },
      Sudut: { length: [85, 95], width: 'length', height: [80, 86], weight: [28, 38], feature: 'Memanfaatkan sudut dapur dengan rak putar di dalamnya.' },
    },
  },
  'Rak Dapur': {
    noun: 'rak piring',
    purpose: 'untuk mengeringkan dan menyimpan peralatan makan',
    sizes: {
      '3 Susun': { length: [60, 75], width: [28, 32], height: [60, 75], weight: [3, 5], feature: 'Tiga susun untuk piring, gelas dan sendok, dengan nampan penampung air.' },
      Gantung: { length: [60, 80], width: [24, 28], height: [45, 55], weight: [2.5, 4], feature: 'Dipasang di atas bak cuci sehingga piring langsung kering dan meja tetap lapang.' },
      Serbaguna: { length: [60, 80], width: [35, 40], height: [100, 130], weight: [5, 9], feature: 'Rak serbaguna untuk piring, bumbu, microwave atau oven kecil.' },
    },
  },
  Sofa: {
    noun: 'sofa',
    purpose: 'untuk bersantai bersama keluarga di ruang tamu',
    sizes: {
      '2 Seater': { length: [150, 175], width: [82, 90], height: [78, 88], weight: [32, 42], feature: 'Dua dudukan yang pas untuk apartemen atau ruang tamu mungil.' },
      '3 Seater': { length: [195, 220], width: [85, 95], height: [78, 88], weight: [45, 60], feature: 'Tiga dudukan lebar dengan sandaran yang menopang punggung.' },
      'L Sudut': { length: [240, 280], width: [155, 180], height: [78, 88], weight: [70, 90], feature: 'Bentuk L yang mengisi sudut ruangan, dengan chaise untuk meluruskan kaki.' },
      Bed: { length: [190, 210], width: [90, 105], height: [80, 90], weight: [50, 65], feature: 'Sandarannya dapat direbahkan menjadi tempat tidur untuk tamu yang menginap.' },
    },
  },
  'Kursi Santai': {
    noun: 'kursi santai',
    purpose: 'untuk membaca atau menikmati kopi sore',
    sizes: {
      Rotan: { length: [68, 78], width: [72, 82], height: [78, 90], weight: [7, 11], feature: 'Anyaman rotan yang ringan dan sejuk untuk iklim tropis.' },
      Berlengan: { length: [70, 80], width: [75, 85], height: [80, 95], weight: [14, 20], feature: 'Sandaran lengan yang empuk untuk duduk berlama-lama.' },
      Malas: { length: [80, 90], width: [90, 100], height: [98, 108], weight: [25, 35], feature: 'Sandarannya dapat direbahkan, dengan penopang kaki untuk bersantai sepenuhnya.' },
    },
  },
  'Meja Tamu': {
    noun: 'meja tamu',
    purpose: 'untuk menjamu tamu dan menaruh minuman di ruang tamu',
    sizes: {
      Persegi: { length: [90, 110], width: [50, 60], height: [40, 46], weight: [12, 20], feature: 'Permukaan persegi yang lega dengan rak bawah untuk majalah.' },
      Bundar: { length: [70, 85], width: 'length', height: [40, 46], weight: [8, 14], feature: 'Bentuk bundar tanpa sudut tajam, aman untuk rumah dengan anak kecil.' },
      Marmer: { length: [100, 120], width: [55, 65], height: [38, 44], weight: [30, 42], feature: 'Permukaan marmer yang berkilau menjadi pusat perhatian ruang tamu.' },
      'Set 2': { length: [80, 90], width: [45, 55], height: [40, 46], weight: [14, 22], measures: 'meja terbesar', weighs: '2 meja', feature: 'Dua meja dengan tinggi berbeda yang bisa disusun atau dipisah.' },
    },
  },
  'Bufet TV': {
    noun: 'bufet TV',
    purpose: 'untuk menata TV, perangkat hiburan dan pajangan',
    sizes: {
      '120 cm': { length: 120, width: [38, 42], height: [45, 55], weight: [20, 28], feature: 'Pas untuk TV hingga 50 inci, dengan laci dan rak terbuka.' },
      '160 cm': { length: 160, width: [40, 45], height: [45, 55], weight: [28, 38], feature: 'Pas untuk TV hingga 65 inci, dengan pintu tertutup untuk menyembunyikan kabel.' },
      '180 cm': { length: 180, width: [40, 45], height: [45, 55], weight: [32, 45], feature: 'Pas untuk TV hingga 75 inci, dengan laci dan kabinet di kedua sisinya.' },
      Gantung: { length: [140, 160], width: [30, 35], height: [30, 35], weight: [15, 22], feature: 'Dipasang di dinding sehingga lantai bebas dan mudah dibersihkan.' },
    },
  },
  'Rak Dinding': {
    noun: 'rak dinding',
    purpose: 'untuk memajang buku, tanaman dan pernak-pernik',
    sizes: {
      Ambalan: { length: [60, 80], width: [20, 24], height: [3, 4], weight: [1.5, 3], feature: 'Papan ambalan dengan braket tersembunyi sehingga tampak melayang.' },
      Hexagon: { length: [40, 48], width: [14, 18], height: [35, 42], weight: [1.5, 3], feature: 'Bentuk segi enam yang bisa disusun menjadi pola sarang lebah.' },
      '3 Susun': { length: [60, 80], width: [18, 22], height: [60, 75], weight: [3, 6], feature: 'Tiga susun untuk memajang koleksi tanpa memakan lantai.' },
    },
  },
  'Meja Kerja': {
    noun: 'meja kerja',
    purpose: 'untuk bekerja dengan nyaman dari rumah',
    sizes: {
      '100 cm': { length: 100, width: [50, 60], height: [74, 76], weight: [15, 22], feature: 'Cukup untuk laptop, monitor dan lampu meja.' },
      '120 cm': { length: 120, width: [55, 65], height: [74, 76], weight: [18, 28], feature: 'Lega untuk dua monitor dan dokumen.' },
      'L Sudut': { length: [140, 160], width: [120, 140], height: [74, 76], weight: [30, 42], feature: 'Bentuk L yang memanfaatkan sudut ruangan dengan permukaan kerja paling lega.' },
      Standing: { length: [120, 140], width: [60, 70], height: [118, 122], weight: [28, 38], feature: 'Tingginya dapat diatur mulai 72 cm untuk bekerja sambil duduk atau berdiri; tinggi di bawah ini adalah posisi tertingginya.' },
    },
  },
  'Kursi Kantor': {
    noun: 'kursi kantor',
    purpose: 'untuk menopang punggung selama bekerja berjam-jam',
    sizes: {
      Ergonomis: { length: [60, 68], width: [60, 68], height: [105, 120], weight: [13, 18], feature: 'Penopang pinggang dan sandaran lengan yang dapat diatur.' },
      Jaring: { length: [58, 65], width: [58, 65], height: [100, 115], weight: [11, 15], feature: 'Sandaran jaring yang mengalirkan udara agar punggung tidak gerah.' },
      Direktur: { length: [65, 72], width: [65, 72], height: [115, 130], weight: [18, 24], feature: 'Sandaran tinggi hingga kepala dengan dudukan yang tebal.' },
    },
  },
  'Rak Buku': {
    noun: 'rak buku',
    purpose: 'untuk menata buku dan dokumen',
    sizes: {
      '3 Susun': { length: [60, 80], width: [28, 32], height: [100, 115], weight: [12, 18], feature: 'Tiga susun yang muat di samping meja kerja.' },
      '5 Susun': { length: [70, 90], width: [28, 32], height: [170, 185], weight: [22, 32], feature: 'Lima susun untuk koleksi buku yang terus bertambah.' },
      Tangga: { length: [60, 70], width: [35, 40], height: [170, 180], weight: [10, 15], feature: 'Bentuk tangga yang bersandar ke dinding, raknya makin lebar ke bawah.' },
      Kubus: { length: [100, 110], width: [30, 35], height: [100, 110], weight: [16, 24], feature: 'Kotak-kotak kubus untuk buku, kotak penyimpanan atau pajangan.' },
    },
  },
  'Lemari Arsip': {
    noun: 'lemari arsip',
    purpose: 'untuk menyimpan dokumen dengan aman dan tertata',
    sizes: {
      '2 Pintu': { length: [80, 90], width: [40, 45], height: [180, 185], weight: [40, 55], feature: 'Dua pintu berkunci dengan rak yang tingginya dapat diatur.' },
      '4 Laci': { length: [45, 50], width: [60, 62], height: [130, 135], weight: [35, 48], feature: 'Empat laci untuk map gantung ukuran folio, dengan kunci sentral.' },
      Besi: { length: [88, 92], width: [45, 48], height: [180, 185], weight: [50, 65], feature: 'Badan besi yang kokoh dan berkunci untuk arsip penting.' },
    },
  },
  Lampu: {
    noun: 'lampu lantai',
    purpose: 'untuk cahaya hangat di sudut ruangan',
    sizes: {
      Tripod: { length: [50, 60], width: 'length', height: [140, 160], weight: [3.5, 6], feature: 'Tiga kaki yang stabil dengan kap kain yang meredam silau.' },
      Rotan: { length: [40, 50], width: 'length', height: [140, 155], weight: [3, 5], feature: 'Kap rotan anyaman yang menebar pola cahaya di dinding.' },
      Arc: { length: [100, 120], width: [35, 40], height: [190, 210], weight: [8, 12], feature: 'Tiang melengkung yang menggantungkan cahaya tepat di atas sofa.' },
    },
  },
  Cermin: {
    noun: 'cermin dinding',
    purpose: 'untuk memantulkan cahaya dan membuat ruangan tampak lebih luas',
    sizes: {
      Bulat: { length: [60, 80], width: [2, 4], height: 'length', weight: [4, 7], feature: 'Bingkai bulat yang melembutkan tampilan dinding.' },
      Oval: { length: [50, 60], width: [2, 4], height: [80, 100], weight: [5, 8], feature: 'Bentuk oval yang memperlihatkan tubuh dari kepala hingga pinggang.' },
      Standing: { length: [50, 60], width: [40, 50], height: [160, 170], weight: [10, 15], feature: 'Cermin berdiri seluruh badan dengan kaki penyangga yang mudah dipindah.' },
    },
  },
  Karpet: {
    noun: 'karpet',
    purpose: 'untuk lantai yang hangat dan empuk dipijak',
    sizes: {
      '160x230': { length: 230, width: 160, height: [1, 2], weight: [5.5, 8], feature: 'Ukuran besar untuk alas sofa dan meja tamu sekaligus.' },
      '120x170': { length: 170, width: 120, height: [1, 2], weight: [3, 4.5], feature: 'Ukuran sedang untuk samping ranjang atau depan sofa kecil.' },
      'Bulat 150': { length: 150, width: 'length', height: [1, 2], weight: [3.5, 5], feature: 'Bentuk bundar berdiameter 150 cm untuk alas meja bundar atau sudut baca.' },
    },
  },
};

/** A product's size as its description states it. */
export interface ProductSize {
  readonly lengthCm: number;
  readonly widthCm: number;
  readonly heightCm: number;
  readonly weightKg: number;
  readonly measures: string | null;
  readonly weighs: string | null;
  readonly feature: string;
}

/** A number in [0, 1) from a text: the same product always gets the same size, and its neighbours others. */
const fraction = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash / 4294967296;
};

const pick = (measure: Measure, key: string, step: number): number => {
  if (typeof measure === 'number') return measure;
  const [min, max] = measure;
  return Math.round((min + fraction(key) * (max - min)) / step) * step;
};

/** The size of a product of `subCategory` ending in `descriptor`; `key` (its slug) varies it within the ranges. */
export const productSize = (subCategory: string, descriptor: string, key: string): ProductSize => {
  const rule = subCategorySpecs[subCategory]?.sizes[descriptor];
  if (!rule) throw new Error(`No size for ${subCategory} ${descriptor}`);
  const lengthCm = pick(rule.length, `${key}|length`, 1);
  return {
    lengthCm,
    widthCm: rule.width === 'length' ? lengthCm : pick(rule.width, `${key}|width`, 1),
    heightCm: rule.height === 'length' ? lengthCm : pick(rule.height, `${key}|height`, 1),
    weightKg: pick(rule.weight, `${key}|weight`, 0.5),
    measures: rule.measures ?? null,
    weighs: rule.weighs ?? null,
    feature: rule.feature,
  };
};
