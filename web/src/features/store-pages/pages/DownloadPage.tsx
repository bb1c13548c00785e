import type { PageProps } from '../../../shared/route-contract';
import { APP_LINKS } from '../content/store-facts';
import { StorePageFrame } from '../StorePageFrame';
import styles from '../StorePages.module.css';

const appFeatures = [
  { title: 'Lacak Pesanan', text: 'Pantau pesanan dari pembayaran sampai furnitur tiba di rumah, langsung dari ponsel Anda.' },
  { title: 'Notifikasi & Pengingat Flash Sale', text: 'Dapatkan kabar pesanan, promo terbaru, dan pengingat sebelum flash sale dimulai agar tidak kehabisan.' },
  { title: 'Chat dengan MORE', text: 'Tanyakan produk, stok, atau pesanan Anda kepada tim kami tanpa berpindah aplikasi.' },
  { title: 'Wishlist & Keranjang Sinkron', text: 'Simpan produk favorit di ponsel dan lanjutkan belanja di situs MORE, atau sebaliknya: wishlist dan keranjang Anda selalu sama.' },
  { title: 'Voucher & Poin', text: 'Lihat voucher yang bisa dipakai, pakai langsung saat checkout, dan tukarkan poin dengan hadiah.' },
] as const;

/** The stores' badges, drawn here (no image from another origin): a play mark and a phone. */
const PlayMark = () => (
  <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true">
    <path d="M5 3.5v17l14-8.5z" fill="currentColor" />
  </svg>
);
const PhoneMark = () => (
  <svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true">
    <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
    <path d="M10.5 18.5h3" />
  </svg>
);

/**
 * /download (document 1 §2): what the MORE app offers and where to get it,
 * links out to the two app stores.
 */
export default function DownloadPage(_props: PageProps) {
  return (
    <StorePageFrame page="download" lead="Semua kemudahan belanja furnitur di MORE, kini dalam genggaman. Unduh gratis untuk Android dan iPhone.">
      <ul className={styles.badges} aria-label="Unduh aplikasi MORE">
        <li>
          <a className={styles.badge} href={APP_LINKS.googlePlay} target="_blank" rel="noopener noreferrer" data-testid="download-google-play">
            <PlayMark />
            <span>
              <small>Download di</small>
              <strong>Google Play</strong>
            </span>
          </a>
        </li>
        <li>
          <a className={styles.badge} href={APP_LINKS.appStore} target="_blank" rel="noopener noreferrer" data-testid="download-app-store">
            <PhoneMark />
            <span>
              <small>Download di</small>
              <strong>App Store</strong>
            </span>
          </a>
        </li>
      </ul>
      <section className={styles.section} aria-labelledby="aplikasi-fitur">
        <h2 id="aplikasi-fitur" className={styles.sectionTitle}>
          Yang Bisa Anda Lakukan di Aplikasi MORE
        </h2>
        <ul className={styles.cards}>
          {appFeatures.map((feature) => (
            <li key={feature.title} className={styles.card}>
              <h3 className={styles.cardTitle}>{feature.title}</h3>
              <p className={styles.cardText}>{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <p className={styles.prose}>Akun MORE Anda sama di situs dan aplikasi: cukup masuk dengan email dan kata sandi yang sama, dan pesanan, wishlist, voucher, serta poin Anda sudah menunggu di sana.</p>
    </StorePageFrame>
  );
}
