import type { PageProps } from '../../../shared/route-contract';
import { APP_LINKS } from '../content/store-facts';
import { StorePageFrame } from '../StorePageFrame';
import { StoreCard, StoreSection } from '../StoreSection';
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

/** Where the app is: each store's badge, in the order shoppers look for them. */
const appStores = [
  { name: 'Google Play', href: APP_LINKS.googlePlay, testId: 'download-google-play', mark: <PlayMark /> },
  { name: 'App Store', href: APP_LINKS.appStore, testId: 'download-app-store', mark: <PhoneMark /> },
];

/**
 * /download (document 1 §2): what the MORE app offers and where to get it,
 * links out to the two app stores.
 */
export default function DownloadPage(_props: PageProps) {
  return (
    <StorePageFrame page="download" lead="Semua kemudahan belanja furnitur di MORE, kini dalam genggaman. Unduh gratis untuk Android dan iPhone.">
      <ul className={styles.badges} aria-label="Unduh aplikasi MORE">
        {appStores.map((store) => (
          <li key={store.testId}>
            <a className={styles.badge} href={store.href} target="_blank" rel="noopener noreferrer" data-testid={store.testId}>
              {store.mark}
              <span>
                <small>Download di</small>
                <strong>{store.name}</strong>
              </span>
            </a>
          </li>
        ))}
      </ul>
      <StoreSection id="aplikasi-fitur" title="Yang Bisa Anda Lakukan di Aplikasi MORE">
        <ul className={styles.cards}>
          {appFeatures.map((feature) => (
            <StoreCard key={feature.title} title={feature.title} text={feature.text} />
          ))}
        </ul>
      </StoreSection>
      <p className={styles.prose}>Akun MORE Anda sama di situs dan aplikasi: cukup masuk dengan email dan kata sandi yang sama, dan pesanan, wishlist, voucher, serta poin Anda sudah menunggu di sana.</p>
    </StorePageFrame>
  );
}
