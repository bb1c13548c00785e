import { type InteriorCity, INTERIOR_SERVICE_IMAGE, INTERIOR_SERVICE_IMAGE_SMALL, interiorCityList, interiorCityPath } from '@more/core';
import { Link } from 'wouter';
import styles from './Interior.module.css';

/** What the studio does: the first thing a shopper from a search wants to know. */
const offers = [
  { title: 'Desain Rumah & Apartemen', text: 'Tata letak, material, warna, dan pencahayaan untuk setiap ruangan, disesuaikan dengan kebiasaan keluarga Anda.' },
  { title: 'Furnitur Custom', text: 'Kitchen set, lemari, backdrop TV, dan meja kerja yang dibuat sesuai ukuran ruang di workshop kami sendiri.' },
  { title: 'Interior Komersial', text: 'Kantor, ruko, kafe, dan hotel yang nyaman bagi tamu dan efisien untuk tim Anda bekerja.' },
  { title: 'Renovasi & Styling', text: 'Penyegaran ruang lama dengan perabot, tekstil, dan dekorasi pilihan dari koleksi MORE.' },
] as const;

/** The process, in the order it happens. */
const steps = [
  { title: 'Konsultasi', text: 'Ceritakan kebutuhan, gaya, dan anggaran Anda. Gratis, lewat formulir di bawah atau langsung di showroom.' },
  { title: 'Survei & Pengukuran', text: 'Tim kami datang ke lokasi untuk mengukur ruangan dan memeriksa kondisi dinding, lantai, dan listrik.' },
  { title: 'Desain 3D', text: 'Anda melihat hasil akhirnya lebih dulu dan bisa meminta revisi sebelum apa pun diproduksi.' },
  { title: 'Produksi', text: 'Furnitur dibuat di workshop MORE dengan pemeriksaan kualitas di setiap tahap pengerjaan.' },
  { title: 'Pemasangan', text: 'Tim instalasi memasang semuanya dan merapikan ruangan sampai siap Anda tempati.' },
] as const;

/** The service's opening: its promise, its picture (also the picture a shared link shows), the two ways on. */
export const InteriorHero = ({ title, lead }: { readonly title: string; readonly lead: string }) => (
  <header className={styles.hero}>
    <div className="stack-3">
      <p className={styles.eyebrow}>Jasa Desain Interior MORE</p>
      <h1 className={styles.title}>{title}</h1>
      <p className="page-lead">{lead}</p>
      <div className="cta-row">
        <a href="#konsultasi" className="link-btn">
          Konsultasi Gratis
        </a>
        <a href="#proyek" className="link-btn-outline">
          Lihat Proyek
        </a>
      </div>
    </div>
    <img
      className={styles.heroImage}
      src={INTERIOR_SERVICE_IMAGE}
      // A phone shows it a screen wide: the half-size picture is enough there.
      srcSet={`${INTERIOR_SERVICE_IMAGE_SMALL} 600w, ${INTERIOR_SERVICE_IMAGE} 1200w`}
      sizes="(min-width: 1024px) 640px, calc(100vw - 2rem)"
      alt="Ilustrasi ruang keluarga: sofa hijau, meja kopi kayu, rak dinding, tanaman, dan lampu lantai"
      width={1200}
      height={630}
      fetchPriority="high"
    />
  </header>
);

export const InteriorOffers = () => (
  <section className="page-section" aria-labelledby="layanan-title">
    <h2 id="layanan-title" className="t-lg">
      Layanan Kami
    </h2>
    <ul className={styles.offers}>
      {offers.map((offer) => (
        <li key={offer.title} className={styles.offer}>
          <h3>{offer.title}</h3>
          <p>{offer.text}</p>
        </li>
      ))}
    </ul>
  </section>
);

export const InteriorProcess = () => (
  <section className="page-section" aria-labelledby="proses-title">
    <h2 id="proses-title" className="t-lg">
      Cara Kami Bekerja
    </h2>
    <p className={styles.sectionLead}>Satu tim menangani ruang Anda dari awal sampai akhir, jadi Anda cukup berbicara dengan satu desainer.</p>
    <ol className={styles.steps}>
      {steps.map((step) => (
        <li key={step.title} className={styles.step}>
          <h3>{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  </section>
);

/** The three cities' pages; on a city's page its own card is marked as the current one. */
export const InteriorCities = ({ current }: { readonly current: InteriorCity | null }) => (
  <section className="page-section" aria-labelledby="kota-title">
    <h2 id="kota-title" className="t-lg">
      Area Layanan
    </h2>
    <p className={styles.sectionLead}>Survei, produksi, dan pemasangan kami layani di Surabaya, Gresik, dan Sidoarjo.</p>
    <ul className={styles.cities}>
      {interiorCityList.map((city) => (
        <li key={city.city} className={styles.city} aria-current={city.city === current ? 'page' : undefined}>
          <h3>
            {city.city === current ? (
              city.name
            ) : (
              <Link href={interiorCityPath(city.city)}>Desain Interior {city.name}</Link>
            )}
          </h3>
          <p>{city.areas.join(', ')}</p>
        </li>
      ))}
    </ul>
  </section>
);
