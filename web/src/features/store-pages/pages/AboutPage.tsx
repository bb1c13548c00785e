import { storePaths } from '@more/core';
import { Link } from 'wouter';
import type { PageProps } from '../../../shared/route-contract';
import { SHOWROOMS, showroomHoursText } from '../content/store-facts';
import { storePageHref } from '../content/rich-text';
import { Promises } from '../Promises';
import { useAppView } from '../RichText';
import { StoreContact } from '../StoreContact';
import { StorePageFrame } from '../StorePageFrame';
import { StoreCard, StoreSection } from '../StoreSection';
import styles from '../StorePages.module.css';

const services = [
  {
    title: 'Belanja Online',
    text: 'Sofa, kasur springbed, lemari, meja makan, hingga perlengkapan rumah, lengkap dengan Paket Hemat, Kombo Hemat, dan flash sale setiap hari.',
    href: storePaths.promotions,
    link: 'Lihat promo hari ini',
  },
  {
    title: 'Desain Interior',
    text: 'Desainer kami merancang ruangan Anda di Surabaya, Gresik, dan Sidoarjo: konsultasi, survei dan pengukuran, desain 3D, produksi, hingga pemasangan.',
    href: storePaths.interiorDesign,
    link: 'Kenali layanan desain interior',
  },
  {
    title: 'MOREVERSE',
    text: 'Showroom virtual kami: jelajahi pameran mitra, katalog, video, dan acara MORE dari mana saja.',
    href: storePaths.moreverse,
    link: 'Masuk ke MOREVERSE',
  },
  {
    title: 'Setelah Belanja',
    text: 'Lacak pengiriman dengan nomor pesanan, beri ulasan, ajukan komplain bila ada kendala, kumpulkan poin, dan simpan produk favorit di wishlist.',
    href: storePaths.shipmentTracking(),
    link: 'Lacak pesanan',
  },
] as const;

/**
 * /about and, in the app's web view, /about-apps (document 1 §2): who the
 * store is, its promises, its showrooms, its services, and how to reach it.
 */
export default function AboutPage(_props: PageProps) {
  const appView = useAppView();
  return (
    <StorePageFrame page="about" lead="MORE Furniture adalah toko furnitur dan perlengkapan rumah dari Jawa Timur, untuk kamar tidur, ruang tamu, ruang makan, dan ruang kerja Anda.">
      <StoreSection id="tentang-cerita" title="Rumah yang Nyaman, Dimulai dari Furnitur yang Tepat">
        <p className={styles.prose}>
          Kami percaya setiap rumah layak diisi furnitur yang awet, nyaman dipakai setiap hari, dan pas dengan ruangannya. Karena itu MORE menghadirkan koleksi furnitur pilihan yang dapat Anda
          belanja online dari seluruh Indonesia, atau Anda lihat dan coba langsung di showroom kami di Surabaya, Gresik, dan Sidoarjo.
        </p>
        <p className={styles.prose}>
          Dari memilih sofa keluarga sampai menata satu rumah bersama desainer interior kami, tim MORE mendampingi Anda: sebelum membeli, saat pesanan dikirim, dan setelah furnitur sampai di rumah.
        </p>
      </StoreSection>

      <StoreSection id="tentang-janji" title="Janji Kami">
        <Promises />
        <p className={styles.prose}>
          Ketentuan lengkap tentang pesanan, pengiriman, dan garansi ada di <Link href={storePageHref(storePaths.terms, appView)}>Syarat &amp; Ketentuan</Link>.
        </p>
      </StoreSection>

      <StoreSection id="tentang-showroom" title="Showroom Kami">
        <p className={styles.prose}>Lihat, sentuh, dan coba langsung furnitur MORE. Semua showroom buka setiap hari, {showroomHoursText}.</p>
        <ul className={styles.cards}>
          {SHOWROOMS.map((showroom) => (
            <StoreCard key={showroom.id} title={showroom.city} text={showroom.note} />
          ))}
        </ul>
        <p>
          <Link href={storePaths.offlineStore} className={styles.textLink}>
            Alamat dan petunjuk arah showroom
          </Link>
        </p>
      </StoreSection>

      <StoreSection id="tentang-layanan" title="Layanan Kami">
        <ul className={styles.cards}>
          {services.map((service) => (
            <StoreCard key={service.title} title={service.title} text={service.text}>
              <Link href={service.href} className={styles.textLink}>
                {service.link}
              </Link>
            </StoreCard>
          ))}
        </ul>
      </StoreSection>

      <StoreContact headingId="tentang-kontak" />
    </StorePageFrame>
  );
}
