/** The words of the seeded reviews: Indonesian shoppers, their reviews by stars, and the templates. */

export const reviewerNames = [
  'Dewi Kartika', 'Agus Prasetyo', 'Rina Marlina', 'Bayu Saputra', 'Siti Rahmawati', 'Hendra Gunawan',
  'Maya Anggraini', 'Rizky Ramadhan', 'Putri Lestari', 'Andi Wijaya', 'Nur Aisyah', 'Fajar Nugroho',
  'Lina Susanti', 'Yoga Pratama', 'Indah Permatasari', 'Dimas Setiawan', 'Ayu Wulandari', 'Eko Purnomo',
  'Fitri Handayani', 'Teguh Santoso', 'Ratna Sari', 'Galih Firmansyah', 'Wulan Oktaviani', 'Bambang Hartono',
  'Citra Maharani', 'Irfan Hakim', 'Novi Yuliani', 'Arif Rahman', 'Sari Puspita', 'Joko Susilo',
] as const;

/** Review texts by stars (index 0 is one star). A few reviews of each level say nothing: stars alone. */
export const reviewTexts: readonly (readonly string[])[] = [
  [
    'Barang datang dalam keadaan rusak, sudut patah dan catnya mengelupas. Kecewa.',
    'Warnanya jauh berbeda dari foto, dan ada bagian yang tidak rata. Tidak sesuai harapan.',
    'Baut dan engsel kurang, sampai sekarang belum bisa dipakai.',
  ],
  [
    'Ukurannya lebih kecil dari yang saya bayangkan, finishing juga kurang rapi.',
    'Pengiriman lama sekali dan ada baret di permukaannya.',
    'Kualitas kayu biasa saja untuk harga segini. Rakitannya agak goyang.',
  ],
  [
    'Lumayan untuk harganya, tapi ada sedikit baret di bagian samping.',
    'Barang sesuai deskripsi, hanya pengirimannya agak lama.',
    'Cukup bagus, perakitannya sedikit sulit karena petunjuknya kurang jelas.',
    'Warna sedikit lebih gelap dari foto, tapi masih oke.',
  ],
  [
    'Barang bagus dan kokoh, sesuai dengan foto. Pengiriman tepat waktu.',
    'Kualitas baik, mudah dirakit. Hanya ada sedikit bau cat di hari pertama.',
    'Modelnya cantik dan cocok untuk ruangan saya. Packing rapi.',
    'Sesuai harga, bahan cukup tebal. Kurir ramah dan membantu menaikkan barang.',
    'Bagus, hanya warnanya sedikit berbeda dari foto karena pencahayaan.',
  ],
  [
    'Kualitasnya luar biasa, kokoh dan finishingnya halus. Sangat puas!',
    'Sesuai foto, packing sangat aman dan pengiriman cepat. Terima kasih MORE!',
    'Sudah dipakai dua minggu, nyaman sekali. Recommended seller.',
    'Desainnya elegan dan membuat ruangan terlihat lebih luas. Worth it!',
    'Pengiriman gratis sampai rumah dan dibantu pasang. Pelayanan terbaik.',
    'Bahan premium, jahitan dan sambungannya rapi. Pasti belanja lagi di sini.',
    'Anak-anak suka sekali. Warnanya lembut dan tidak ada bau cat.',
  ],
];

export const reviewTemplateTexts = [
  'Kualitas produk sangat baik',
  'Sesuai dengan foto dan deskripsi',
  'Pengiriman cepat dan aman',
  'Packing rapi dan aman',
  'Mudah dirakit',
  'Harga sepadan dengan kualitas',
  'Kurir ramah dan membantu',
] as const;

export const complaintTemplateTexts = [
  'Barang rusak saat diterima',
  'Barang tidak sesuai pesanan',
  'Komponen atau aksesori kurang',
  'Warna atau ukuran tidak sesuai',
  'Barang cacat produksi',
  'Lainnya',
] as const;

/** "Dewi Kartika" → "Dewi K.": how a reviewer is shown to other shoppers. */
export const shortName = (fullName: string): string => {
  const [first, ...rest] = fullName.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last[0]!.toUpperCase()}.` : (first ?? 'Pembeli');
};
