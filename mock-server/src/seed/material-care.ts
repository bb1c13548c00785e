import type { FurnitureKind, Material } from './catalogue-data';

/** What each material is, in the words of a shop assistant. */
export const materialNotes: Readonly<Record<Material, string>> = {
  'Kayu Jati': 'kayu keras berserat indah yang kuat dan tahan rayap',
  'Kayu Mahoni': 'kayu padat berwarna hangat yang kokoh dan stabil',
  'Kayu Pinus': 'kayu ringan berserat terang untuk tampilan yang natural',
  'Particle Board': 'papan partikel berlapis melamin yang ringan dan tahan gores',
  MDF: 'papan serat berkepadatan tinggi yang rata dan tidak mudah melengkung',
  Rotan: 'rotan alami anyaman tangan yang ringan dan sejuk',
  Besi: 'besi berlapis cat bubuk (powder coating) anti karat',
  'Kain Linen': 'kain linen bertekstur alami yang sejuk dan tidak gerah',
  'Kulit Sintetis': 'kulit sintetis yang lembut dan mudah dibersihkan',
  Beludru: 'kain beludru yang lembut dengan kilau halus',
  Marmer: 'marmer alami dengan motif urat yang berbeda di setiap lembarnya',
  'Kaca Tempered': 'kaca tempered yang lebih kuat dari kaca biasa dan aman bila pecah',
  Busa: 'busa berkepadatan tinggi yang empuk dan tidak mudah kempis',
  'Pegas Pocket': 'pegas kantong yang bekerja sendiri-sendiri sehingga gerakan pasangan tidak terasa',
  Latex: 'lateks alami yang elastis, sejuk dan menopang tubuh dengan merata',
  'Kain Jacquard': 'kain jacquard rajut yang halus dan sejuk di kulit',
  'Plastik PP': 'plastik polipropilena yang ringan, tidak mudah pecah dan aman untuk anak',
  'Kain Jaring': 'kain jaring (mesh) yang mengalirkan udara',
  'Stainless Steel': 'baja tahan karat yang tahan air dan mudah dibersihkan',
  Wol: 'wol tebal yang hangat dan meredam suara langkah',
  Polyester: 'serat polyester yang tahan luntur dan mudah dibersihkan',
  Katun: 'katun tenun yang lembut dan dapat dicuci',
};

const WOOD = 'Bersihkan debu dengan kain kering atau sedikit lembap lalu keringkan; hindari sinar matahari langsung dan genangan air.';
const BOARD = 'Lap dengan kain lembap yang sudah diperas; jangan biarkan air menggenang di permukaan atau di sambungan.';
const FABRIC = 'Sedot debu seminggu sekali; bersihkan noda segera dengan kain lembap dan sabun lembut, ditepuk dan jangan digosok.';
const MATTRESS = 'Putar posisi kasur setiap 3 bulan, pakai pelindung kasur, dan angin-anginkan sesekali di tempat teduh; jangan dilipat.';
const RUG = 'Sedot debu dua kali seminggu dari dua arah; cuci di jasa pencucian karpet setahun sekali.';

/** How to look after each material; materials that share a way share the sentence. */
export const materialCare: Readonly<Record<Material, string>> = {
  'Kayu Jati': `${WOOD} Oleskan minyak atau lilin kayu setiap 6 bulan agar seratnya tetap terawat.`,
  'Kayu Mahoni': `${WOOD} Oleskan minyak atau lilin kayu setiap 6 bulan agar seratnya tetap terawat.`,
  'Kayu Pinus': WOOD,
  'Particle Board': BOARD,
  MDF: BOARD,
  Rotan: 'Bersihkan sela anyaman dengan kuas lembut; jauhkan dari hujan dan udara yang sangat lembap.',
  Besi: 'Lap dengan kain kering dan segera keringkan bila terkena air agar tidak berkarat.',
  'Kain Linen': FABRIC,
  'Kulit Sintetis': 'Lap dengan kain lembap; jauhkan dari benda tajam dan panas langsung.',
  Beludru: `${FABRIC} Sikat searah bulu kain agar kilaunya merata.`,
  Marmer: 'Gunakan tatakan gelas dan segera lap tumpahan yang asam seperti jeruk, cuka atau kopi.',
  'Kaca Tempered': 'Bersihkan dengan pembersih kaca dan kain mikrofiber.',
  Busa: MATTRESS,
  'Pegas Pocket': MATTRESS,
  Latex: MATTRESS,
  'Kain Jacquard': MATTRESS,
  'Plastik PP': 'Cuci dengan air sabun dan jauhkan dari sumber panas.',
  'Kain Jaring': FABRIC,
  'Stainless Steel': 'Cuci dengan air sabun lalu keringkan dengan lap.',
  Wol: RUG,
  Polyester: RUG,
  Katun: `${RUG} Karpet katun juga boleh dicuci dengan air dingin.`,
};

/** What each kind of furniture asks for besides its materials' care. */
export const kindCare: Partial<Readonly<Record<FurnitureKind, string>>> = {
  bed: 'Kencangkan baut rangka setiap 6 bulan agar tidak berderit.',
  wardrobe: 'Kencangkan engsel pintu bila mulai longgar, dan pasang pengait dinding yang disertakan.',
  nightstand: 'Jangan menaruh barang panas langsung di permukaannya.',
  dresser: 'Jangan menaruh barang panas langsung di permukaannya.',
  shelf: 'Letakkan barang yang berat di rak paling bawah dan pasang pengait dinding yang disertakan.',
  'tv-cabinet': 'Beri jarak di belakang perangkat elektronik agar panasnya keluar.',
  cabinet: 'Kencangkan engsel dan rel laci bila mulai longgar.',
  'office-chair': 'Periksa dan kencangkan baut sandaran serta roda setiap 3 bulan.',
  lamp: 'Cabut steker sebelum membersihkan; gunakan bohlam LED hingga 12 W.',
  mirror: 'Semprotkan pembersih kaca ke kain, bukan langsung ke cermin, agar bingkainya tidak basah.',
};

/** The warranty of a product of `kind` made of `materials`. */
export const warrantyOf = (kind: FurnitureKind, materials: readonly string[]): string => {
  switch (kind) {
    case 'mattress':
      return `${materials.includes('Pegas Pocket') ? 'Garansi pegas 10 tahun' : 'Garansi busa 5 tahun'} dan garansi kain 1 tahun.`;
    case 'sofa':
      return 'Garansi rangka 5 tahun, busa dan kain 1 tahun.';
    case 'armchair':
      return materials.includes('Rotan') ? 'Garansi rangka dan anyaman 2 tahun.' : 'Garansi rangka 3 tahun, busa dan kain 1 tahun.';
    case 'office-chair':
      return 'Garansi hidrolik, roda dan mekanisme sandaran 2 tahun.';
    case 'lamp':
      return 'Garansi kelistrikan 1 tahun (bohlam tidak termasuk).';
    case 'rug':
      return 'Garansi 30 hari untuk cacat produksi seperti benang lepas atau warna luntur.';
    case 'mirror':
      return 'Garansi bingkai 1 tahun; cermin yang pecah saat diterima kami ganti baru.';
    default:
      return materials.some((m) => m === 'Kayu Jati' || m === 'Kayu Mahoni')
        ? 'Garansi struktur 3 tahun untuk kayu solid.'
        : 'Garansi struktur 1 tahun.';
  }
};
