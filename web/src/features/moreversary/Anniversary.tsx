import { AnniversaryOffers, type MoreversaryVariant, SHOWROOM_HOURS, isShowroomOpen, moreversaryCrumbs, storePaths } from '@more/core';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { Breadcrumb } from '../../shared/Breadcrumb';
import { Loadable } from '../../shared/Loadable';
import { ProductGrid, ProductGridSkeleton } from '../../shared/product/ProductGrid';
import { useService } from '../../shared/services';
import { useHydrated } from '../../shared/use-hydrated';
import { useStore } from '../../shared/use-store';
import { MembershipSection } from './MembershipSection';
import styles from './Moreversary.module.css';

interface Story {
  readonly eyebrow: string;
  readonly title: string;
  readonly lead: string;
  readonly perks: readonly { readonly title: string; readonly text: string }[];
  readonly offersTitle: string;
  readonly offersLead: string;
}

const hours = (hour: number) => `${String(hour).padStart(2, '0')}.00`;
const SHOWROOM_HOURS_TEXT = `Senin–Minggu, ${hours(SHOWROOM_HOURS.opens)}–${hours(SHOWROOM_HOURS.closes)} WIB`;

/** What each page tells: the online store's celebration, or the one in the showrooms. */
const stories: Record<MoreversaryVariant, Story> = {
  online: {
    eyebrow: 'Ulang Tahun MORE Furniture',
    title: 'MOREVERSARY: Rayakan Ulang Tahun MORE Bersama Kami',
    lead: 'Setiap tahun kami merayakan ulang tahun MORE bersama pelanggan yang sudah mempercayakan isi rumahnya kepada kami. Tahun ini kami siapkan harga spesial untuk furnitur terlaris, voucher ulang tahun untuk member, dan giveaway untuk Anda.',
    perks: [
      { title: 'Harga spesial furnitur terlaris', text: 'Sofa, lemari, kasur dan meja pilihan pelanggan sepanjang tahun, dengan potongan harga selama perayaan.' },
      { title: 'Voucher ulang tahun member', text: 'Member MORE mendapat voucher ulang tahun. Masuk untuk melihat hadiah Anda dan sampai kapan berlaku.' },
      { title: 'Gratis ongkir & garansi', text: 'Tetap gratis ongkir tanpa minimum belanja, garansi produk 2x24 jam, dan pembayaran aman.' },
    ],
    offersTitle: 'Penawaran Ulang Tahun',
    offersLead: 'Furnitur terlaris pilihan pelanggan, yang sedang diskon lebih dulu. Berlaku selama MOREVERSARY dan selama stok tersedia.',
  },
  retail: {
    eyebrow: 'MOREVERSARY di Showroom',
    title: 'Rayakan MOREVERSARY Langsung di Showroom MORE',
    lead: 'Ulang tahun MORE juga dirayakan di showroom kami. Datang, duduki sofanya, coba kasurnya, lalu bawa pulang furnitur favorit Anda dengan harga ulang tahun. Member MORE cukup menunjukkan kartu member dari ponsel di kasir.',
    perks: [
      { title: 'Coba sebelum membeli', text: 'Rasakan langsung empuknya sofa dan kasur, ukur lemari dan meja bersama staf showroom.' },
      { title: 'Hadiah ulang tahun di kasir', text: 'Masuk ke akun MORE di ponsel dan tunjukkan kartu member di halaman ini ke kasir sebelum membayar.' },
      { title: `Buka setiap hari`, text: `Showroom buka ${SHOWROOM_HOURS_TEXT}, termasuk akhir pekan dan hari libur.` },
    ],
    offersTitle: 'Penawaran Ulang Tahun di Showroom',
    offersLead: 'Furnitur terlaris yang bisa Anda lihat dan coba di showroom, dengan harga yang sama seperti di toko online selama MOREVERSARY.',
  },
};

/**
 * The anniversary pages' one body (/moreversary and /moreversary-retail): the
 * campaign's story, the public offers (rendered on the server), the customer's
 * own anniversary, the giveaway; the retail page adds the showrooms' hours and
 * what to bring to the cashier.
 */
export const Anniversary = ({ variant }: { readonly variant: MoreversaryVariant }) => {
  const story = stories[variant];
  return (
    <div className={styles.page} data-testid={`moreversary-${variant}`}>
      <Breadcrumb crumbs={moreversaryCrumbs(variant)} />
      <header className={styles.hero}>
        <p className="eyebrow">{story.eyebrow}</p>
        <h1 className="page-title">{story.title}</h1>
        <p className={styles.lead}>{story.lead}</p>
        <div className="cta-row">
          <a href="#penawaran" className={styles.primary}>
            Lihat Penawaran
          </a>
          {variant === 'online' ? (
            <Link href={storePaths.moreversaryRetail} className={styles.secondaryOnBrand}>
              Rayakan di Showroom
            </Link>
          ) : (
            <Link href={storePaths.offlineStore} className={styles.secondaryOnBrand}>
              Alamat Showroom
            </Link>
          )}
        </div>
      </header>
      <ul className={styles.perks} aria-label="Yang Anda dapatkan">
        {story.perks.map((perk) => (
          <li key={perk.title} className={styles.perk}>
            <h2 className={styles.perkTitle}>{perk.title}</h2>
            <p>{perk.text}</p>
          </li>
        ))}
      </ul>
      {variant === 'retail' && <ShowroomVisit />}
      <MembershipSection variant={variant} />
      <OffersSection story={story} />
      {variant === 'online' && <MorePromotions />}
      <GiveawayInvitation />
    </div>
  );
};

const OffersSection = ({ story }: { readonly story: Story }) => {
  const offers = useService(AnniversaryOffers);
  const state = useStore(offers);
  return (
    <section className="page-section" aria-labelledby="penawaran-title" id="penawaran" data-testid="moreversary-offers">
      <h2 id="penawaran-title" className="t-lg">
        {story.offersTitle}
      </h2>
      <p className={styles.sectionLead}>{story.offersLead}</p>
      <Loadable state={state} skeleton={<ProductGridSkeleton count={4} />} failure="Penawaran ulang tahun belum dapat ditampilkan." onRetry={() => offers.load()} testId="moreversary-offers">
        {(cards) =>
          cards.length === 0 ? (
            <p className={styles.notice}>Penawaran ulang tahun sedang kami siapkan. Sementara itu, lihat promo yang sedang berjalan di halaman Promo.</p>
          ) : (
            <ProductGrid cards={cards} label={story.offersTitle} eagerCards={0} />
          )
        }
      </Loadable>
    </section>
  );
};

/** The other anniversary savings, each on its own page. */
const MorePromotions = () => (
  <section className="page-section" aria-labelledby="promo-lain-title">
    <h2 id="promo-lain-title" className="t-lg">
      Lebih Hemat Selama MOREVERSARY
    </h2>
    <ul className={styles.links}>
      <li>
        <Link href={storePaths.flashSale}>Flash Sale</Link>
        <p>Diskon besar dengan jumlah terbatas, setiap hari di jam tertentu.</p>
      </li>
      <li>
        <Link href={storePaths.promotion('paket-hemat')}>Paket Hemat</Link>
        <p>Satu paket untuk seluruh ruangan, lebih hemat daripada membeli satuan.</p>
      </li>
      <li>
        <Link href={storePaths.points}>Tukar Poin dengan Voucher</Link>
        <p>Poin dari setiap belanja bisa Anda tukar dengan voucher, termasuk voucher ulang tahun MORE.</p>
      </li>
    </ul>
  </section>
);

const GiveawayInvitation = () => (
  <section className={styles.giveaway} aria-labelledby="giveaway-title" data-testid="moreversary-giveaway">
    <h2 id="giveaway-title" className="t-lg">
      Ikuti Giveaway MOREVERSARY
    </h2>
    <p>Rayakan ulang tahun MORE dengan hadiah gratis untuk pelanggan yang beruntung. Daftar dari halaman Event & Giveaway di akun Anda.</p>
    <Link href={storePaths.giveaways} className={styles.primary}>
      Ikuti Giveaway
    </Link>
  </section>
);

/** The retail page's own part: when the showrooms are open and what to bring to the cashier. */
const ShowroomVisit = () => {
  // The hour is the shopper's, not the server's render time: read once the page runs in the browser, so the HTML matches.
  const hydrated = useHydrated();
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (!hydrated) return;
    const timer = window.setTimeout(() => setNow(Date.now()), 0);
    return () => window.clearTimeout(timer);
  }, [hydrated]);
  const open = now === null ? null : isShowroomOpen(now);
  return (
    <section className="page-section" aria-labelledby="kunjungan-title" data-testid="moreversary-showroom">
      <h2 id="kunjungan-title" className="t-lg">
        Datang ke Showroom
      </h2>
      <div className={styles.visit}>
        <div className={styles.visitBox}>
          <h3>Jam buka</h3>
          <p data-testid="moreversary-hours">{SHOWROOM_HOURS_TEXT}</p>
          {open !== null && <p className={open ? styles.badgeOn : styles.badgeOff}>{open ? 'Sedang buka' : 'Sedang tutup'}</p>}
          <Link href={storePaths.offlineStore}>Lihat alamat dan peta showroom</Link>
        </div>
        <div className={styles.visitBox}>
          <h3>Yang perlu dibawa ke kasir</h3>
          <ol className={styles.bring}>
            <li>Ponsel dengan akun MORE yang sudah masuk: kartu member di halaman ini adalah bukti keanggotaan Anda.</li>
            <li>Email akun Anda, bila kasir perlu mencocokkan keanggotaan.</li>
          </ol>
        </div>
      </div>
    </section>
  );
};
