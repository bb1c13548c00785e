import type { Database } from '../db/database';
import type { SeedContext } from './context';
import { forkRandom } from './promotions';
import { slugOf } from './inspiration';

/**
 * The articles of /artikel: Indonesian writing about furniture and interiors,
 * by category and tags (by slug), with the kinds of furniture whose
 * products each article mentions.
 */
export interface ArticleSeed {
  readonly title: string;
  readonly excerpt: string;
  /**
   * The body as the CMS's editor writes it: headings, paragraphs, a list, a
   * link to a page of the store and a closing tip. The photo of a product it
   * names is put in when seeding (articleBody), once the products are known.
   */
  readonly body: string;
  readonly category: string;
  readonly tags: readonly string[];
  readonly author: string;
  /** Kinds of catalogue products the article mentions (FurnitureKind of catalogue-data). */
  readonly productKinds: readonly string[];
}

export const newsCategorySeeds = [
  { name: 'Tips & Perawatan', slug: 'tips-perawatan' },
  { name: 'Inspirasi Ruangan', slug: 'inspirasi-ruangan' },
  { name: 'Tren Desain', slug: 'tren-desain' },
  { name: 'Panduan Belanja', slug: 'panduan-belanja' },
  { name: 'Kabar MORE', slug: 'kabar-more' },
] as const;

export const newsTagSeeds = [
  { name: 'Perawatan Kayu', slug: 'perawatan-kayu' },
  { name: 'Sofa', slug: 'sofa' },
  { name: 'Kasur', slug: 'kasur' },
  { name: 'Minimalis', slug: 'minimalis' },
  { name: 'Japandi', slug: 'japandi' },
  { name: 'Skandinavia', slug: 'skandinavia' },
  { name: 'Rumah Mungil', slug: 'rumah-mungil' },
  { name: 'Ruang Tamu', slug: 'ruang-tamu' },
  { name: 'Kamar Tidur', slug: 'kamar-tidur' },
  { name: 'Dapur', slug: 'dapur' },
  { name: 'Kerja dari Rumah', slug: 'kerja-dari-rumah' },
  { name: 'Kamar Anak', slug: 'kamar-anak' },
  { name: 'Warna', slug: 'warna' },
  { name: 'Promo', slug: 'promo' },
  { name: 'Pindahan', slug: 'pindahan' },
] as const;

export const articleSeeds: readonly ArticleSeed[] = [
  {
    title: 'Cara Merawat Sofa Kain agar Tetap Bersih dan Awet',
    excerpt: 'Lima kebiasaan kecil yang membuat sofa kain tetap bersih, wangi, dan nyaman diduduki bertahun-tahun.',
    body: '<p><a href="/category/ruang-tamu">Sofa kain</a> menyerap debu, keringat, dan remah makanan lebih cepat daripada sofa kulit. Kabar baiknya, perawatannya tidak rumit asalkan dilakukan rutin, bukan menunggu noda menumpuk.</p><h2>Rutin Lebih Baik daripada Menunggu Kotor</h2><p>Sedot debu permukaan dan sela-sela dudukan seminggu sekali dengan kepala sikat yang lembut. Balik dan putar bantalan dudukan setiap dua minggu agar busanya kempis secara merata.</p><h2>Menangani Tumpahan dan Noda</h2><p>Jika ada tumpahan, segera tekan dengan kain putih yang kering; jangan digosok karena noda justru melebar. Untuk noda yang membandel, gunakan campuran air hangat dan sedikit sabun bayi, lalu keringkan dengan kipas angin, bukan sinar matahari langsung.</p><ul><li>Sedot debu seminggu sekali</li><li>Balik bantalan dudukan dua minggu sekali</li><li>Tekan tumpahan, jangan digosok</li><li>Keringkan dengan kipas angin, bukan matahari</li></ul><h2>Jauhkan dari Sinar Matahari</h2><p>Terakhir, letakkan sofa sedikit menjauh dari jendela yang terkena matahari sore. Sinar UV memudarkan warna kain jauh lebih cepat daripada pemakaian sehari-hari.</p><blockquote><p><strong>Tips MORE:</strong> Noda yang ditangani dalam lima menit pertama hampir selalu bisa hilang tanpa bekas.</p></blockquote>',
    category: 'tips-perawatan',
    tags: ['sofa', 'ruang-tamu'],
    author: 'Nadia Kusuma',
    productKinds: ['sofa'],
  },
  {
    title: 'Panduan Memilih Kasur Springbed Sesuai Posisi Tidur',
    excerpt: 'Tidur telentang, menyamping, atau tengkurap? Setiap posisi butuh tingkat kekerasan kasur yang berbeda.',
    body: '<p><a href="/category/kamar-tidur">Kasur</a> yang tepat bukan yang paling empuk atau paling keras, melainkan yang menjaga tulang belakang tetap lurus sepanjang malam. Karena itu, mulailah dari posisi tidur favorit Anda.</p><h2>Kenali Posisi Tidur Anda</h2><p>Jika Anda tidur menyamping, pilih kasur dengan tingkat kekerasan sedang hingga empuk agar bahu dan pinggul bisa sedikit tenggelam. Yang tidur telentang biasanya nyaman dengan kasur sedang, sedangkan yang tidur tengkurap butuh kasur yang lebih padat agar pinggang tidak melengkung.</p><ul><li>Menyamping: sedang hingga empuk</li><li>Telentang: sedang</li><li>Tengkurap: padat</li></ul><h2>Jangan Lupa Ukuran</h2><p>Perhatikan juga ukuran. Untuk pasangan, ukuran 160x200 adalah batas minimal yang nyaman; 180x200 memberi ruang lebih bila salah satu sering berganti posisi. Jangan lupa mengukur kamar dan menyisakan ruang jalan di sisi ranjang.</p><blockquote><p><strong>Tips MORE:</strong> Coba berbaring di kasur pilihan Anda setidaknya sepuluh menit di showroom, dengan posisi tidur yang biasa Anda pakai.</p></blockquote>',
    category: 'panduan-belanja',
    tags: ['kasur', 'kamar-tidur'],
    author: 'Arif Wicaksono',
    productKinds: ['mattress', 'bed'],
  },
  {
    title: '7 Ide Menata Rumah Mungil agar Terasa Lebih Luas',
    excerpt: 'Rumah tipe 36 pun bisa terasa lapang dengan pilihan furnitur dan warna yang tepat.',
    body: '<p>Rumah mungil menuntut setiap perabot bekerja lebih keras. Pilih <a href="/category/ruang-tamu">furnitur multifungsi</a> seperti ranjang dengan laci sorong, sofa bed untuk tamu yang menginap, atau meja lipat yang bisa disimpan setelah dipakai.</p><ul><li>Ranjang dengan laci sorong</li><li>Sofa bed untuk tamu</li><li>Meja lipat</li></ul><h2>Warna dan Cermin</h2><p>Gunakan warna dinding yang terang dan senada dengan lantai agar batas ruangan tidak terlihat tegas. Cermin besar di dinding yang berhadapan dengan jendela akan memantulkan cahaya dan menggandakan kesan luas.</p><h2>Manfaatkan Dinding</h2><p>Manfaatkan dinding untuk penyimpanan. Rak dinding dan ambalan membebaskan lantai, dan lantai yang terlihat luas adalah rahasia utama ruangan yang terasa lega.</p><h2>Kurangi Barang</h2><p>Terakhir, kurangi barang. Simpan hanya yang benar-benar dipakai atau disukai; sisanya bisa disumbangkan. Ruangan yang rapi selalu terasa lebih besar daripada ukuran sebenarnya.</p><blockquote><p><strong>Tips MORE:</strong> Lantai yang terlihat luas adalah rahasia utama ruangan yang terasa lega.</p></blockquote>',
    category: 'inspirasi-ruangan',
    tags: ['rumah-mungil', 'minimalis'],
    author: 'Sekar Ayuningtyas',
    productKinds: ['sofa', 'shelf', 'mirror'],
  },
  {
    title: 'Tren Warna Interior 2027: Hijau Sage, Terracotta, dan Krem Hangat',
    excerpt: 'Warna-warna bumi masih memimpin. Begini cara memadukannya dengan furnitur yang sudah ada di rumah.',
    body: '<p>Setelah bertahun-tahun didominasi abu-abu, rumah-rumah kini beralih ke warna yang lebih hangat dan dekat dengan alam. Hijau sage, terracotta, dan krem menjadi pilihan utama para desainer untuk tahun depan.</p><h2>Di Mana Menggunakannya</h2><p>Hijau sage cocok untuk kamar tidur karena menenangkan, sementara terracotta memberi semangat di ruang makan dan ruang keluarga. Krem hangat menjadi penengah yang membuat keduanya tidak saling berebut perhatian.</p><ul><li>Hijau sage untuk kamar tidur</li><li>Terracotta untuk ruang makan dan ruang keluarga</li><li>Krem hangat sebagai penengah</li></ul><h2>Mulai dari yang Kecil</h2><p>Anda tidak perlu mengecat ulang seluruh rumah. Mulailah dari sarung bantal, karpet, atau satu <a href="/category/ruang-tamu">kursi santai</a> berwarna terracotta, lalu lihat bagaimana warna itu mengubah suasana ruangan.</p><blockquote><p><strong>Tips MORE:</strong> Satu kursi berwarna terracotta bisa mengubah suasana ruangan tanpa harus mengecat ulang.</p></blockquote>',
    category: 'tren-desain',
    tags: ['warna', 'skandinavia'],
    author: 'Nadia Kusuma',
    productKinds: ['armchair', 'rug'],
  },
  {
    title: 'Merawat Furnitur Kayu Jati agar Seratnya Tetap Cantik',
    excerpt: 'Kayu jati bisa bertahan puluhan tahun. Syaratnya: bersihkan dengan benar dan jaga kelembapannya.',
    body: '<p><a href="/category/ruang-makan-dapur">Kayu jati</a> terkenal kuat dan tahan rayap berkat minyak alaminya. Meski begitu, permukaannya tetap bisa kusam, retak rambut, atau berubah warna bila dirawat sembarangan.</p><h2>Membersihkan dengan Benar</h2><p>Bersihkan debu dengan kain mikrofiber yang sedikit lembap, lalu keringkan segera. Hindari cairan pembersih berbahan amonia atau alkohol yang mengikis lapisan finishing.</p><ul><li>Kain mikrofiber yang sedikit lembap</li><li>Tanpa amonia atau alkohol</li><li>Keringkan segera</li></ul><h2>Minyaki Secara Berkala</h2><p>Setiap tiga sampai enam bulan, oleskan minyak khusus kayu atau lilin lebah tipis-tipis mengikuti arah serat. Jaga juga jarak furnitur dari pendingin ruangan dan sinar matahari langsung agar kayu tidak menyusut dan retak.</p><blockquote><p><strong>Tips MORE:</strong> Oleskan minyak atau lilin lebah tipis-tipis, selalu mengikuti arah serat kayu.</p></blockquote>',
    category: 'tips-perawatan',
    tags: ['perawatan-kayu'],
    author: 'Arif Wicaksono',
    productKinds: ['dining-table', 'chair'],
  },
  {
    title: 'Membuat Sudut Kerja Nyaman di Rumah',
    excerpt: 'Meja yang pas, kursi yang menopang punggung, dan cahaya yang cukup: tiga kunci produktif bekerja dari rumah.',
    body: '<p>Bekerja dari rumah sudah menjadi kebiasaan banyak orang, tetapi tidak semua rumah punya <a href="/category/ruang-kerja">ruang kerja khusus</a>. Sudut kecil di kamar atau ruang keluarga pun cukup, asalkan ditata dengan benar.</p><h2>Meja dan Kursi yang Pas</h2><p>Pilih meja dengan tinggi sekitar 72-75 cm dan kedalaman minimal 60 cm agar layar tidak terlalu dekat dengan mata. Kursi kantor yang baik bisa diatur tinggi dudukannya dan menopang punggung bagian bawah.</p><ul><li>Tinggi meja 72-75 cm</li><li>Kedalaman meja minimal 60 cm</li><li>Kursi yang menopang punggung bawah</li></ul><h2>Cahaya dan Kerapian</h2><p>Letakkan meja tegak lurus dengan jendela supaya cahaya datang dari samping, bukan dari belakang layar. Rak buku di dekat meja membantu menjaga permukaan kerja tetap rapi.</p><blockquote><p><strong>Tips MORE:</strong> Cahaya sebaiknya datang dari samping, bukan dari belakang layar.</p></blockquote>',
    category: 'inspirasi-ruangan',
    tags: ['kerja-dari-rumah', 'minimalis'],
    author: 'Sekar Ayuningtyas',
    productKinds: ['desk', 'office-chair', 'shelf'],
  },
  {
    title: 'Japandi: Gaya Tenang yang Cocok untuk Rumah Tropis',
    excerpt: 'Perpaduan Jepang dan Skandinavia ini ternyata pas untuk iklim Indonesia. Begini cara menerapkannya.',
    body: '<p>Japandi memadukan kesederhanaan Jepang dengan kenyamanan Skandinavia. Hasilnya adalah ruangan yang tenang, hangat, dan tidak berlebihan.</p><h2>Cocok untuk Iklim Tropis</h2><p>Untuk rumah tropis, gaya ini sangat cocok karena mengutamakan material alami seperti kayu, rotan, dan linen yang tidak menyimpan panas. Pilih <a href="/category/ruang-tamu">furnitur rendah</a> dengan kaki kayu yang ramping agar sirkulasi udara tetap lancar.</p><ul><li>Kayu</li><li>Rotan</li><li>Linen</li></ul><h2>Palet Warna yang Tenang</h2><p>Batasi palet warna pada krem, cokelat muda, dan hitam sebagai aksen. Tambahkan satu tanaman hijau besar di sudut ruangan untuk menghidupkan suasana.</p><blockquote><p><strong>Tips MORE:</strong> Japandi bukan soal sedikit barang, melainkan barang yang dipilih dengan sengaja.</p></blockquote>',
    category: 'tren-desain',
    tags: ['japandi', 'ruang-tamu'],
    author: 'Nadia Kusuma',
    productKinds: ['coffee-table', 'armchair', 'lamp'],
  },
  {
    title: 'Checklist Furnitur Pertama untuk Rumah Baru',
    excerpt: 'Baru pindah rumah? Ini urutan belanja furnitur yang bijak agar anggaran tidak habis di awal.',
    body: '<p>Pindah ke rumah baru sering membuat kita ingin membeli semuanya sekaligus. Padahal, lebih bijak membeli bertahap sesuai kebutuhan yang paling mendesak.</p><h2>Tidur Dulu, Baru yang Lain</h2><p>Prioritas pertama adalah <a href="/category/kamar-tidur">tempat tidur dan kasur</a>, karena tidur yang nyenyak membuat masa adaptasi lebih mudah. Berikutnya lemari pakaian dan meja makan sederhana untuk kegiatan sehari-hari.</p><ul><li>Tempat tidur dan kasur</li><li>Lemari pakaian</li><li>Meja makan sederhana</li><li>Sofa, bufet TV, dan dekorasi</li></ul><h2>Sisanya Bisa Menyusul</h2><p>Sofa, bufet TV, dan dekorasi bisa menyusul setelah Anda merasakan bagaimana cahaya dan lalu lintas di rumah bekerja. Manfaatkan Paket Hemat bila ingin membeli satu set untuk satu ruangan sekaligus.</p><blockquote><p><strong>Tips MORE:</strong> Rumah baru tidak harus lengkap di hari pertama; yang penting nyaman untuk ditinggali.</p></blockquote>',
    category: 'panduan-belanja',
    tags: ['pindahan', 'promo'],
    author: 'Tim Redaksi MORE',
    productKinds: ['bed', 'wardrobe', 'dining-table'],
  },
  {
    title: 'Menata Kamar Anak yang Aman dan Bisa Tumbuh Bersama',
    excerpt: 'Kamar anak perlu fleksibel: hari ini tempat bermain, beberapa tahun lagi tempat belajar.',
    body: '<p>Anak tumbuh cepat, dan kamarnya sebaiknya bisa mengikuti. Pilih <a href="/category/kamar-anak">ranjang berukuran single</a> standar daripada ranjang balita agar tidak perlu diganti dalam dua tiga tahun.</p><h2>Keamanan Nomor Satu</h2><p>Keamanan nomor satu: pilih furnitur dengan sudut membulat, pasang pengait dinding pada lemari dan rak tinggi, dan gunakan cat berbahan dasar air.</p><ul><li>Sudut furnitur membulat</li><li>Pengait dinding untuk lemari dan rak tinggi</li><li>Cat berbahan dasar air</li></ul><h2>Dari Bermain ke Belajar</h2><p>Sediakan rak mainan yang rendah agar anak bisa merapikan sendiri. Ketika usia sekolah tiba, tambahkan meja belajar dengan rak di atasnya untuk buku dan alat tulis.</p><blockquote><p><strong>Tips MORE:</strong> Rak mainan yang rendah mengajak anak merapikan mainannya sendiri.</p></blockquote>',
    category: 'inspirasi-ruangan',
    tags: ['kamar-anak'],
    author: 'Sekar Ayuningtyas',
    productKinds: ['bed', 'desk', 'shelf'],
  },
  {
    title: 'Dapur Rapi dengan Kabinet dan Rak yang Tepat',
    excerpt: 'Penyimpanan yang terencana membuat memasak lebih cepat dan dapur lebih mudah dibersihkan.',
    body: '<p>Dapur yang berantakan biasanya bukan karena barangnya terlalu banyak, melainkan karena penyimpanannya tidak terencana. Mulailah dengan mengelompokkan peralatan berdasarkan seberapa sering dipakai.</p><h2>Atur Berdasarkan Tinggi</h2><p>Barang harian seperti piring, gelas, dan bumbu sebaiknya berada di antara tinggi pinggang dan mata. <a href="/category/ruang-makan-dapur">Kabinet</a> atas cocok untuk stok dan peralatan yang jarang dipakai, sedangkan kabinet bawah untuk panci dan wajan yang berat.</p><ul><li>Barang harian: setinggi pinggang hingga mata</li><li>Kabinet atas: stok dan alat yang jarang dipakai</li><li>Kabinet bawah: panci dan wajan</li></ul><h2>Rak Gantung dan Permukaan Kosong</h2><p>Rak piring gantung di atas bak cuci menghemat tempat sekaligus membuat piring cepat kering. Sisakan sedikit permukaan meja yang selalu kosong untuk menyiapkan bahan masakan.</p><blockquote><p><strong>Tips MORE:</strong> Sisakan satu bagian meja dapur yang selalu kosong untuk menyiapkan bahan.</p></blockquote>',
    category: 'tips-perawatan',
    tags: ['dapur', 'rumah-mungil'],
    author: 'Arif Wicaksono',
    productKinds: ['cabinet', 'shelf'],
  },
  {
    title: 'Skandinavia untuk Kamar Tidur: Terang, Lembut, dan Hangat',
    excerpt: 'Dinding putih, kayu terang, dan tekstil lembut membuat kamar tidur terasa seperti tempat berlibur.',
    body: '<p>Gaya Skandinavia cocok untuk kamar tidur karena mengutamakan cahaya dan kenyamanan. Mulailah dari dinding putih atau krem muda yang memantulkan cahaya pagi.</p><h2>Kayu Terang dan Tekstil Lembut</h2><p>Pilih <a href="/category/kamar-tidur">ranjang dan nakas</a> berbahan kayu terang seperti oak atau pinus. Lapisi kasur dengan sprei linen dan selimut rajut, lalu tambahkan karpet kecil di sisi ranjang agar kaki hangat saat bangun.</p><ul><li>Sprei linen</li><li>Selimut rajut</li><li>Karpet kecil di sisi ranjang</li></ul><h2>Cahaya Hangat, Dekorasi Secukupnya</h2><p>Lampu meja dengan cahaya kuning hangat di atas nakas menyempurnakan suasana. Hindari terlalu banyak dekorasi; dua atau tiga benda yang Anda sukai sudah cukup.</p><blockquote><p><strong>Tips MORE:</strong> Dua atau tiga benda yang Anda sukai sudah cukup menghias kamar.</p></blockquote>',
    category: 'inspirasi-ruangan',
    tags: ['skandinavia', 'kamar-tidur'],
    author: 'Nadia Kusuma',
    productKinds: ['bed', 'nightstand', 'lamp'],
  },
  {
    title: 'Mengukur Ruangan Sebelum Membeli Sofa',
    excerpt: 'Sofa yang terlalu besar membuat ruang tamu sesak. Begini cara mengukurnya dengan benar.',
    body: '<p>Salah satu kesalahan paling umum saat membeli <a href="/category/ruang-tamu">sofa</a> adalah lupa mengukur, bukan hanya ruangannya, tetapi juga pintu dan tangga yang akan dilewati saat pengiriman.</p><h2>Jarak yang Perlu Disisakan</h2><p>Sisakan jarak sekitar 45 cm antara sofa dan meja tamu, serta minimal 75 cm untuk jalur berjalan. Sebagai patokan, panjang sofa idealnya sekitar dua pertiga panjang dinding tempat ia diletakkan.</p><ul><li>45 cm antara sofa dan meja tamu</li><li>75 cm untuk jalur berjalan</li><li>Panjang sofa sekitar dua pertiga dinding</li></ul><h2>Coba Dulu dengan Selotip</h2><p>Gunakan selotip kertas untuk menandai ukuran sofa di lantai dan biarkan selama satu dua hari. Cara sederhana ini membantu Anda merasakan apakah ukurannya sudah pas sebelum memesan.</p><blockquote><p><strong>Tips MORE:</strong> Ukur juga pintu dan tangga yang akan dilewati sofa saat pengiriman.</p></blockquote>',
    category: 'panduan-belanja',
    tags: ['sofa', 'ruang-tamu'],
    author: 'Tim Redaksi MORE',
    productKinds: ['sofa', 'coffee-table'],
  },
  {
    title: 'Gaya Industrial untuk Ruang Kerja yang Berkarakter',
    excerpt: 'Rangka besi, kayu bertekstur, dan lampu gantung ekspos: ruang kerja yang tegas dan fokus.',
    body: '<p>Gaya industrial pas untuk ruang kerja karena kesannya tegas dan tidak berlebihan. <a href="/category/ruang-kerja">Meja dengan rangka besi</a> hitam dan daun meja kayu solid menjadi titik awal yang baik.</p><h2>Rak Terbuka dan Kursi Hitam</h2><p>Padukan dengan rak buku terbuka berangka besi untuk memamerkan buku dan tanaman kecil. Kursi kantor berbahan jaring atau kulit sintetis hitam melengkapi suasana.</p><ul><li>Rak buku berangka besi</li><li>Kursi kantor jaring atau kulit sintetis</li><li>Lampu dengan cahaya hangat</li></ul><h2>Tetap Hangat dan Nyaman</h2><p>Agar tidak terasa dingin, tambahkan karpet bertekstur dan lampu dengan cahaya hangat. Industrial yang baik tetap terasa nyaman untuk bekerja berjam-jam.</p><blockquote><p><strong>Tips MORE:</strong> Industrial yang baik tetap terasa nyaman untuk bekerja berjam-jam.</p></blockquote>',
    category: 'tren-desain',
    tags: ['kerja-dari-rumah'],
    author: 'Arif Wicaksono',
    productKinds: ['desk', 'shelf', 'office-chair'],
  },
  {
    title: 'Lemari Pakaian: Sliding atau Pintu Engsel?',
    excerpt: 'Keduanya punya kelebihan. Pilih berdasarkan luas kamar dan cara Anda menyimpan pakaian.',
    body: '<p><a href="/category/kamar-tidur">Lemari</a> dengan pintu sliding tidak membutuhkan ruang untuk membuka pintu, sehingga cocok untuk kamar sempit atau lorong. Kekurangannya, Anda hanya bisa melihat separuh isi lemari dalam satu waktu.</p><h2>Pintu Engsel</h2><p>Lemari pintu engsel memperlihatkan seluruh isi lemari sekaligus dan biasanya lebih terjangkau. Pastikan ada ruang kosong sekitar 60 cm di depannya agar pintu bisa terbuka penuh.</p><h2>Yang Penting di Dalamnya</h2><p>Apa pun pilihannya, perhatikan pembagian ruang di dalam: gantungan untuk kemeja dan gaun, rak untuk kaos lipat, serta laci untuk pakaian dalam dan aksesori.</p><ul><li>Gantungan untuk kemeja dan gaun</li><li>Rak untuk kaos lipat</li><li>Laci untuk pakaian dalam dan aksesori</li></ul><blockquote><p><strong>Tips MORE:</strong> Lemari sliding hemat ruang; lemari engsel memperlihatkan seluruh isinya sekaligus.</p></blockquote>',
    category: 'panduan-belanja',
    tags: ['kamar-tidur', 'rumah-mungil'],
    author: 'Sekar Ayuningtyas',
    productKinds: ['wardrobe'],
  },
  {
    title: 'MOREVERSE Resmi Dibuka: Jelajahi Showroom Virtual Kami',
    excerpt: 'Kini Anda bisa berkeliling showroom MORE dari rumah, mengikuti acara langsung, dan bertemu mitra kami.',
    body: '<p>Kami dengan gembira memperkenalkan MOREVERSE, showroom virtual tempat Anda bisa melihat <a href="/products">koleksi terbaru MORE</a> dan mitra-mitra kami tanpa harus keluar rumah.</p><h2>Apa Saja yang Bisa Dilakukan</h2><p>Di MOREVERSE Anda dapat menjelajahi peta area pameran, mengunduh katalog, menonton video produk, dan mengikuti acara langsung seperti demo perawatan kayu dan sesi tanya jawab dengan desainer interior.</p><ul><li>Menjelajahi peta area pameran</li><li>Mengunduh katalog</li><li>Menonton video produk</li><li>Mengikuti acara langsung</li></ul><h2>Jangan Lewatkan Acaranya</h2><p>Pasang pengingat untuk acara favorit Anda, dan kami akan memberi tahu 30 menit sebelum acara dimulai. Showroom fisik kami tetap buka setiap hari pukul 09:00-21:00.</p><blockquote><p><strong>Tips MORE:</strong> Showroom fisik kami tetap buka setiap hari pukul 09:00-21:00.</p></blockquote>',
    category: 'kabar-more',
    tags: ['promo'],
    author: 'Tim Redaksi MORE',
    productKinds: [],
  },
  {
    title: 'Ruang Makan Kecil yang Tetap Nyaman untuk Berkumpul',
    excerpt: 'Meja bundar, kursi tanpa lengan, dan lampu gantung rendah: trik menata ruang makan mungil.',
    body: '<p>Ruang makan kecil tidak berarti keluarga harus makan bergantian. <a href="/category/ruang-makan-dapur">Meja bundar</a> menampung lebih banyak orang di ruang yang sama dan membuat percakapan terasa lebih akrab.</p><h2>Kursi dan Bangku</h2><p>Pilih kursi makan tanpa lengan yang bisa masuk sepenuhnya ke bawah meja ketika tidak dipakai. Bangku panjang di satu sisi juga bisa menambah tempat duduk tanpa memakan banyak ruang.</p><ul><li>Kursi tanpa lengan</li><li>Bangku panjang di satu sisi</li></ul><h2>Lampu sebagai Penanda Area</h2><p>Lampu gantung yang diletakkan sekitar 75 cm di atas meja memberi batas visual bagi area makan, sehingga ruangan terasa tertata meskipun menyatu dengan dapur atau ruang keluarga.</p><blockquote><p><strong>Tips MORE:</strong> Lampu gantung sekitar 75 cm di atas meja memberi batas visual bagi area makan.</p></blockquote>',
    category: 'inspirasi-ruangan',
    tags: ['dapur', 'rumah-mungil'],
    author: 'Nadia Kusuma',
    productKinds: ['dining-table', 'chair', 'lamp'],
  },
  {
    title: 'Tips Belanja Hemat saat Flash Sale dan Paket Hemat',
    excerpt: 'Siapkan daftar, pasang pengingat, dan bandingkan harga satuan dengan harga paket.',
    body: '<p><a href="/product/sale">Flash sale</a> memberi potongan besar dalam waktu singkat, jadi persiapan adalah kuncinya. Simpan produk incaran di wishlist sebelum acara dimulai agar Anda tidak kehabisan waktu mencari.</p><ul><li>Simpan produk incaran di wishlist</li><li>Pasang pengingat sebelum acara dimulai</li><li>Pastikan alamat dan pembayaran sudah tersimpan</li></ul><h2>Siapkan Akun Anda</h2><p>Pastikan alamat pengiriman dan metode pembayaran sudah tersimpan di akun Anda. Ingat, stok flash sale terbatas dan produk di keranjang belum berarti sudah dipesan.</p><h2>Bandingkan dengan Paket Hemat</h2><p>Untuk belanja satu ruangan sekaligus, bandingkan total harga satuan dengan Paket Hemat. Sering kali paket memberi potongan lebih besar, apalagi bila digabung dengan voucher.</p><blockquote><p><strong>Tips MORE:</strong> Produk di keranjang belum berarti sudah dipesan: stok flash sale terbatas.</p></blockquote>',
    category: 'kabar-more',
    tags: ['promo'],
    author: 'Tim Redaksi MORE',
    productKinds: ['sofa', 'bed'],
  },
  {
    title: 'Memilih Karpet yang Tepat untuk Setiap Ruangan',
    excerpt: 'Ukuran, bahan, dan letak karpet menentukan apakah ruangan terasa menyatu atau justru terpotong.',
    body: '<p><a href="/category/lainnya">Karpet</a> yang terlalu kecil adalah kesalahan yang sering terjadi. Di ruang tamu, setidaknya kaki depan sofa dan kursi harus berada di atas karpet agar area duduk terasa menyatu.</p><h2>Di Kamar Tidur</h2><p>Untuk kamar tidur, letakkan karpet sehingga dua pertiga bagian bawah ranjang berada di atasnya, atau gunakan dua karpet kecil di kedua sisi ranjang.</p><h2>Pilih Bahan Sesuai Pemakaian</h2><p>Pilih bahan sesuai pemakaian: karpet berbulu pendek lebih mudah dibersihkan untuk area yang sering dilalui, sedangkan karpet berbulu tebal cocok untuk kamar dan sudut baca.</p><ul><li>Bulu pendek: area yang sering dilalui</li><li>Bulu tebal: kamar dan sudut baca</li></ul><blockquote><p><strong>Tips MORE:</strong> Setidaknya kaki depan sofa dan kursi harus berada di atas karpet.</p></blockquote>',
    category: 'tips-perawatan',
    tags: ['ruang-tamu', 'kamar-tidur', 'warna'],
    author: 'Sekar Ayuningtyas',
    productKinds: ['rug'],
  },
];

const DAY = 24 * 3600;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The article's markup with, after its opening paragraph, a photo of the
 * first product it names in a room, captioned with a link to that product's
 * page, as an editor places one. The photo's path is on the mock's media host;
 * the handler makes it absolute from the API's origin (toArticleDetailWire).
 */
export const articleBody = (body: string, product: { readonly id: number; readonly slug: string; readonly name: string } | undefined): string => {
  if (!product) return body;
  const name = escapeHtml(product.name);
  const figure =
    `<figure><img src="/media/products/${product.id}/room-1.svg" alt="${name} di dalam ruangan" width="800" height="600">` +
    `<figcaption>Pada foto: <a href="/product/${product.slug}">${name}</a></figcaption></figure>`;
  const end = body.indexOf('</p>');
  return end < 0 ? `${figure}${body}` : `${body.slice(0, end + 4)}${figure}${body.slice(end + 4)}`;
};

/**
 * The news area: categories, tags and the articles above, the
 * newest published yesterday and each earlier one two to four days before the
 * next, and one scheduled for the day after tomorrow (not shown until then).
 * Featured: the newest as selected_article, the next four in the slider, and
 * three editor's picks. Each article names up to four products of the kinds it
 * talks about.
 */
export const seedNews = async (db: Database, seed: SeedContext): Promise<void> => {
  const random = forkRandom(seed);
  const products = db.products.all().sort((a, b) => a.id - b.id);

  for (const [index, category] of newsCategorySeeds.entries()) await db.newsCategories.create({ id: index + 1, ...category, sort: index + 1 });
  for (const [index, tag] of newsTagSeeds.entries()) await db.newsTags.create({ id: index + 1, ...tag });
  const categoryId = (slug: string) => newsCategorySeeds.findIndex((category) => category.slug === slug) + 1;
  const tagId = (slug: string) => newsTagSeeds.findIndex((tag) => tag.slug === slug) + 1;

  const editorPicks = new Map([5, 9, 12].map((id, index) => [id, index + 1]));
  let publishedAt = seed.now - DAY - random.int(2, 8) * 3600;
  for (const [index, article] of articleSeeds.entries()) {
    const id = index + 1;
    const scheduled = id === articleSeeds.length;
    const candidates = products.filter((product) => article.productKinds.includes(product.kind));
    const productIds = random
      .sample(candidates, Math.min(candidates.length, 4))
      .map((product) => product.id)
      .sort((a, b) => a - b);
    const named = products.find((product) => product.id === productIds[0]);
    await db.newsArticles.create({
      id,
      slug: slugOf(article.title),
      title: article.title,
      excerpt: article.excerpt,
      html: articleBody(article.body, named),
      categoryId: categoryId(article.category),
      tagIds: article.tags.map(tagId).filter((tag) => tag > 0),
      author: article.author,
      publishedAt: scheduled ? seed.now + 2 * DAY : publishedAt,
      productIds,
      selectedOrder: id === 1 ? 1 : null,
      sliderOrder: id >= 2 && id <= 5 ? id - 1 : null,
      editorPickOrder: editorPicks.get(id) ?? null,
    });
    if (!scheduled) publishedAt -= random.int(2, 4) * DAY + random.int(0, 5) * 3600;
  }
};
