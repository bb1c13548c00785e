/**
 * The vocabulary of the seeded shop: rooms (document 2 §3: "bedroom, kids room,
 * dining and kitchen, living room, work room, others"), the kinds of furniture
 * sold in each, colours, materials and the seven house brands.
 */

/** What an SVG drawing of the product looks like. */
export type FurnitureKind =
  | 'sofa'
  | 'armchair'
  | 'chair'
  | 'office-chair'
  | 'dining-table'
  | 'coffee-table'
  | 'desk'
  | 'bed'
  | 'mattress'
  | 'wardrobe'
  | 'nightstand'
  | 'dresser'
  | 'shelf'
  | 'tv-cabinet'
  | 'cabinet'
  | 'lamp'
  | 'mirror'
  | 'rug';

export interface SubCategorySeed {
  readonly name: string;
  readonly kind: FurnitureKind;
  /** The product name starts with this, e.g. "Lemari Pakaian". */
  readonly productWord: string;
  /** Sizes or configurations that finish the name, e.g. "3 Pintu". */
  readonly descriptors: readonly string[];
  readonly price: readonly [number, number];
  /**
   * What its products are made of: each draws one or two of these, so a mattress
   * is never marble and a rug never teak (the description lists them).
   */
  readonly materials: readonly Material[];
}

export interface CategorySeed {
  readonly name: string;
  readonly roomType: string;
  /** The category page's introduction (`content`). */
  readonly content: string;
  readonly subCategories: readonly SubCategorySeed[];
}

export const categorySeeds: readonly CategorySeed[] = [
  {
    name: 'Kamar Tidur',
    roomType: 'kamar-tidur',
    content: 'Ranjang, springbed, lemari dan nakas untuk kamar tidur yang tenang dan rapi.',
    subCategories: [
      { name: 'Tempat Tidur', kind: 'bed', productWord: 'Ranjang', descriptors: ['120x200', '160x200', '180x200', 'Laci Sorong'], price: [1_800_000, 7_500_000], materials: ['Kayu Jati', 'Kayu Mahoni', 'Kayu Pinus', 'MDF', 'Beludru', 'Besi'] },
      { name: 'Springbed & Kasurbusa', kind: 'mattress', productWord: 'Kasur Springbed', descriptors: ['90x200', '120x200', '160x200', '180x200'], price: [1_500_000, 9_000_000], materials: ['Pegas Pocket', 'Busa', 'Latex', 'Kain Jacquard'] },
      { name: 'Lemari Pakaian', kind: 'wardrobe', productWord: 'Lemari Pakaian', descriptors: ['2 Pintu', '3 Pintu', '4 Pintu', 'Sliding'], price: [1_400_000, 6_500_000], materials: ['Kayu Jati', 'Kayu Mahoni', 'MDF', 'Particle Board', 'Kaca Tempered'] },
      { name: 'Nakas', kind: 'nightstand', productWord: 'Nakas', descriptors: ['1 Laci', '2 Laci', 'Gantung'], price: [350_000, 1_500_000], materials: ['Kayu Jati', 'Kayu Pinus', 'MDF', 'Particle Board', 'Rotan'] },
      { name: 'Meja Rias', kind: 'dresser', productWord: 'Meja Rias', descriptors: ['dengan Cermin', 'Minimalis', '3 Laci'], price: [900_000, 3_200_000], materials: ['Kayu Jati', 'Kayu Mahoni', 'MDF', 'Particle Board'] },
    ],
  },
  {
    name: 'Kamar Anak',
    roomType: 'kamar-anak',
    content: 'Furnitur yang aman dan ceria untuk tidur, belajar dan bermain si kecil.',
    subCategories: [
      { name: 'Tempat Tidur Anak', kind: 'bed', productWord: 'Ranjang Anak', descriptors: ['Single', 'Tingkat', 'Rumah-rumahan'], price: [1_200_000, 5_000_000], materials: ['Kayu Pinus', 'Kayu Jati', 'MDF', 'Besi'] },
      { name: 'Meja Belajar', kind: 'desk', productWord: 'Meja Belajar', descriptors: ['dengan Rak', 'Lipat', 'Anak 80 cm'], price: [450_000, 2_200_000], materials: ['Kayu Pinus', 'MDF', 'Particle Board', 'Besi'] },
      { name: 'Lemari Anak', kind: 'wardrobe', productWord: 'Lemari Anak', descriptors: ['2 Pintu', 'Plastik 4 Susun', 'Karakter'], price: [600_000, 2_800_000], materials: ['MDF', 'Particle Board', 'Kayu Pinus', 'Plastik PP'] },
      { name: 'Rak Mainan', kind: 'shelf', productWord: 'Rak Mainan', descriptors: ['3 Susun', '9 Kotak', 'Sudut'], price: [250_000, 1_200_000], materials: ['Kayu Pinus', 'MDF', 'Particle Board', 'Plastik PP'] },
    ],
  },
  {
    name: 'Ruang Makan & Dapur',
    roomType: 'ruang-makan',
    content: 'Meja makan, kursi dan kabinet dapur untuk santap bersama keluarga.',
    subCategories: [
      { name: 'Meja Makan', kind: 'dining-table', productWord: 'Set Meja Makan', descriptors: ['4 Kursi', '6 Kursi', '8 Kursi', 'Bundar'], price: [2_200_000, 12_000_000], materials: ['Kayu Jati', 'Kayu Mahoni', 'Kayu Pinus', 'Marmer', 'Kaca Tempered', 'Besi'] },
      { name: 'Kursi Makan', kind: 'chair', productWord: 'Kursi Makan', descriptors: ['Busa', 'Rotan', 'Kayu Solid', 'Set isi 2'], price: [350_000, 1_800_000], materials: ['Kayu Jati', 'Kayu Mahoni', 'Rotan', 'Kain Linen', 'Besi', 'Kulit Sintetis'] },
      { name: 'Kabinet Dapur', kind: 'cabinet', productWord: 'Kabinet Dapur', descriptors: ['Atas', 'Bawah', '2 Pintu', 'Sudut'], price: [800_000, 4_500_000], materials: ['MDF', 'Particle Board', 'Kayu Pinus', 'Kaca Tempered', 'Stainless Steel'] },
      { name: 'Rak Dapur', kind: 'shelf', productWord: 'Rak Piring', descriptors: ['3 Susun', 'Gantung', 'Serbaguna'], price: [150_000, 900_000], materials: ['Stainless Steel', 'Besi', 'Kayu Pinus', 'Plastik PP'] },
    ],
  },
  {
    name: 'Ruang Tamu',
    roomType: 'ruang-tamu',
    content: 'Sofa, meja tamu dan bufet TV untuk ruang tamu yang hangat menyambut tamu.',
    subCategories: [
      { name: 'Sofa', kind: 'sofa', productWord: 'Sofa', descriptors: ['2 Seater', '3 Seater', 'L Sudut', 'Bed'], price: [2_500_000, 14_000_000], materials: ['Kayu Jati', 'Kayu Mahoni', 'Kain Linen', 'Beludru', 'Kulit Sintetis', 'Busa'] },
      { name: 'Kursi Santai', kind: 'armchair', productWord: 'Kursi Santai', descriptors: ['Rotan', 'Berlengan', 'Malas'], price: [700_000, 3_500_000], materials: ['Rotan', 'Kayu Jati', 'Kayu Mahoni', 'Kain Linen', 'Beludru', 'Kulit Sintetis'] },
      { name: 'Meja Tamu', kind: 'coffee-table', productWord: 'Meja Tamu', descriptors: ['Persegi', 'Bundar', 'Marmer', 'Set 2'], price: [500_000, 3_000_000], materials: ['Kayu Jati', 'Kayu Mahoni', 'Marmer', 'Kaca Tempered', 'Besi', 'Rotan'] },
      { name: 'Bufet TV', kind: 'tv-cabinet', productWord: 'Bufet TV', descriptors: ['120 cm', '160 cm', '180 cm', 'Gantung'], price: [700_000, 4_000_000], materials: ['Kayu Jati', 'Kayu Mahoni', 'MDF', 'Particle Board', 'Kaca Tempered'] },
      { name: 'Rak Dinding', kind: 'shelf', productWord: 'Rak Dinding', descriptors: ['Ambalan', 'Hexagon', '3 Susun'], price: [120_000, 800_000], materials: ['Kayu Pinus', 'MDF', 'Besi', 'Kayu Jati'] },
    ],
  },
  {
    name: 'Ruang Kerja',
    roomType: 'ruang-kerja',
    content: 'Meja kerja, kursi ergonomis dan rak buku untuk bekerja nyaman dari rumah.',
    subCategories: [
      { name: 'Meja Kerja', kind: 'desk', productWord: 'Meja Kerja', descriptors: ['100 cm', '120 cm', 'L Sudut', 'Standing'], price: [650_000, 5_500_000], materials: ['Kayu Pinus', 'MDF', 'Particle Board', 'Besi', 'Kayu Jati'] },
      { name: 'Kursi Kantor', kind: 'office-chair', productWord: 'Kursi Kantor', descriptors: ['Ergonomis', 'Jaring', 'Direktur'], price: [600_000, 4_800_000], materials: ['Kain Jaring', 'Kulit Sintetis', 'Busa', 'Besi', 'Plastik PP'] },
      { name: 'Rak Buku', kind: 'shelf', productWord: 'Rak Buku', descriptors: ['3 Susun', '5 Susun', 'Tangga', 'Kubus'], price: [300_000, 2_400_000], materials: ['Kayu Pinus', 'MDF', 'Particle Board', 'Besi', 'Kayu Jati'] },
      { name: 'Lemari Arsip', kind: 'cabinet', productWord: 'Lemari Arsip', descriptors: ['2 Pintu', '4 Laci', 'Besi'], price: [900_000, 3_800_000], materials: ['Besi', 'MDF', 'Particle Board', 'Kayu Pinus'] },
    ],
  },
  {
    name: 'Lainnya',
    roomType: 'lainnya',
    content: 'Lampu, cermin dan karpet untuk menyempurnakan setiap sudut rumah.',
    subCategories: [
      { name: 'Lampu', kind: 'lamp', productWord: 'Lampu Lantai', descriptors: ['Tripod', 'Rotan', 'Arc'], price: [250_000, 1_800_000], materials: ['Rotan', 'Besi', 'Kayu Jati', 'Kain Linen'] },
      { name: 'Cermin', kind: 'mirror', productWord: 'Cermin Dinding', descriptors: ['Bulat', 'Oval', 'Standing'], price: [200_000, 1_600_000], materials: ['Kayu Jati', 'Rotan', 'Besi', 'Kayu Mahoni'] },
      { name: 'Karpet', kind: 'rug', productWord: 'Karpet', descriptors: ['160x230', '120x170', 'Bulat 150'], price: [300_000, 2_500_000], materials: ['Wol', 'Polyester', 'Katun'] },
    ],
  },
];

/** Names of product lines; with the product word and a descriptor they make names like "Sofa Aruna 3 Seater". */
export const modelNames = [
  'Aruna', 'Bima', 'Cendana', 'Dahlia', 'Elang', 'Gading', 'Harmoni', 'Jelita', 'Kenanga', 'Laras',
  'Melati', 'Nirwana', 'Pelangi', 'Sekar', 'Tirta', 'Utama', 'Wangi', 'Yasmin', 'Zamrud', 'Kirana',
  'Sagara', 'Bayu', 'Candra', 'Mentari', 'Senja', 'Lestari', 'Arunika', 'Baskara', 'Nawasena', 'Swastika',
] as const;

export const styles = ['Minimalis', 'Skandinavia', 'Industrial', 'Klasik', 'Japandi', 'Modern', 'Retro'] as const;

export interface ColourSeed {
  readonly name: string;
  readonly hex: string;
}

export const colours: readonly ColourSeed[] = [
  { name: 'Putih', hex: '#f1ede6' },
  { name: 'Hitam', hex: '#2e2b28' },
  { name: 'Abu-abu', hex: '#8e9094' },
  { name: 'Natural Oak', hex: '#c89f6d' },
  { name: 'Walnut', hex: '#7a5234' },
  { name: 'Cokelat Tua', hex: '#5b3a29' },
  { name: 'Krem', hex: '#e3d3b4' },
  { name: 'Hijau Sage', hex: '#9caf88' },
  { name: 'Biru Navy', hex: '#2f3e5c' },
  { name: 'Terracotta', hex: '#c4683f' },
  { name: 'Kuning Mustard', hex: '#d6a53a' },
];

export const materials = [
  'Kayu Jati', 'Kayu Mahoni', 'Kayu Pinus', 'Particle Board', 'MDF', 'Rotan',
  'Besi', 'Kain Linen', 'Kulit Sintetis', 'Beludru', 'Marmer', 'Kaca Tempered',
  'Busa', 'Pegas Pocket', 'Latex', 'Kain Jacquard', 'Plastik PP', 'Kain Jaring',
  'Stainless Steel', 'Wol', 'Polyester', 'Katun',
] as const;
export type Material = (typeof materials)[number];

/**
 * Descriptors that name what the product is made of ("Kursi Makan Aruna Rotan"):
 * such a product always holds that material, so its name and its materials agree.
 */
export const descriptorMaterials: Readonly<Record<string, Material>> = {
  Rotan: 'Rotan',
  'Kayu Solid': 'Kayu Jati',
  Marmer: 'Marmer',
  Besi: 'Besi',
  Busa: 'Busa',
  Jaring: 'Kain Jaring',
  'Plastik 4 Susun': 'Plastik PP',
};

/** "Seven house brands are offered in the Brand menu" (document 1 §2). */
export const houseBrands = ['Arkana', 'Jatiloka', 'Nusa Living', 'Kasura', 'Rumaka', 'Dipana', 'Lentera Home'] as const;

/** "Bundle category group id is 123" (document 1 §9): Paket Hemat, the group of bundles. */
export const PAKET_HEMAT_GROUP_ID = 123;

export interface CategoryGroupSeed {
  readonly id: number;
  readonly name: string;
  /** Sub-category names (categorySeeds); empty for the bundle group. */
  readonly subCategories: readonly string[];
  readonly bundlesOnly: boolean;
}

/**
 * The header's mega-menu: "Category groups appear in columns of 3, up to 12"
 * (document 1 §2). Each gathers sub-categories across rooms; Paket Hemat
 * gathers the bundles.
 */
export const categoryGroupSeeds: readonly CategoryGroupSeed[] = [
  { id: PAKET_HEMAT_GROUP_ID, name: 'Paket Hemat', subCategories: [], bundlesOnly: true },
  { id: 1, name: 'Sofa & Kursi Santai', subCategories: ['Sofa', 'Kursi Santai'], bundlesOnly: false },
  { id: 2, name: 'Meja', subCategories: ['Meja Makan', 'Meja Tamu', 'Meja Kerja', 'Meja Belajar', 'Meja Rias'], bundlesOnly: false },
  { id: 3, name: 'Kursi', subCategories: ['Kursi Makan', 'Kursi Kantor', 'Kursi Santai'], bundlesOnly: false },
  { id: 4, name: 'Tempat Tidur & Kasur', subCategories: ['Tempat Tidur', 'Springbed & Kasurbusa', 'Tempat Tidur Anak'], bundlesOnly: false },
  { id: 5, name: 'Lemari & Penyimpanan', subCategories: ['Lemari Pakaian', 'Lemari Anak', 'Lemari Arsip', 'Nakas'], bundlesOnly: false },
  { id: 6, name: 'Rak', subCategories: ['Rak Mainan', 'Rak Dapur', 'Rak Dinding', 'Rak Buku'], bundlesOnly: false },
  { id: 7, name: 'Bufet & Meja TV', subCategories: ['Bufet TV'], bundlesOnly: false },
  { id: 8, name: 'Dapur', subCategories: ['Kabinet Dapur', 'Rak Dapur', 'Meja Makan'], bundlesOnly: false },
  { id: 9, name: 'Furnitur Anak', subCategories: ['Tempat Tidur Anak', 'Meja Belajar', 'Lemari Anak', 'Rak Mainan'], bundlesOnly: false },
  { id: 10, name: 'Furnitur Kantor', subCategories: ['Meja Kerja', 'Kursi Kantor', 'Lemari Arsip', 'Rak Buku'], bundlesOnly: false },
  { id: 11, name: 'Dekorasi', subCategories: ['Lampu', 'Cermin', 'Karpet'], bundlesOnly: false },
];

/** How each room's bundles are called: "Paket Kamar Tidur Aruna". */
export const bundleNames: Readonly<Record<string, string>> = {
  'kamar-tidur': 'Paket Kamar Tidur',
  'kamar-anak': 'Paket Kamar Anak',
  'ruang-makan': 'Paket Ruang Makan',
  'ruang-tamu': 'Paket Ruang Tamu',
  'ruang-kerja': 'Paket Ruang Kerja',
  lainnya: 'Paket Dekorasi',
};

/** The free items of "GRATIS" promotions that are not products of the store, by their badge text. */
export const giftTypes: Readonly<Record<string, 'item' | 'service' | 'shipping'>> = {
  'Bantal Sofa': 'item',
  Sprei: 'item',
  Ongkir: 'shipping',
  Perakitan: 'service',
};
