import { moreverseCrumbs } from '@more/core';
import { Breadcrumb } from '../../../shared/Breadcrumb';
import { ActivitiesSection, NoticesSection } from '../ActivitiesSection';
import { CataloguesSection, VideosSection } from '../MediaSections';
import { PartnersSection } from '../PartnersSection';
import { MapSection } from '../ShowroomMapView';
import styles from '../Showroom.module.css';

/**
 * `/moreverse` (document 1 §1, §2; document 2 §7 "Virtual showroom"): the
 * showroom's map and rooms, its exhibitions, partners with their products,
 * catalogues, videos, activities with ★ reminders, and notices. Each section
 * loads, fails and retries on its own.
 */
export default function MoreversePage() {
  return (
    <div className="page">
      <Breadcrumb crumbs={moreverseCrumbs} />
      <header className="page-head">
        <h1 className="head-title">MOREVERSE</h1>
        <p className={styles.lead}>
          Showroom virtual MORE Furniture: jelajahi ruang pamer mitra kami, lihat pameran terbaru, dan ikuti acara langsung dari rumah.
        </p>
      </header>
      <nav aria-label="Bagian MOREVERSE" className={styles.jumpNav}>
        <a href="#moreverse-map-title">Peta</a>
        <a href="#moreverse-exhibitions-title">Pameran</a>
        <a href="#moreverse-partners-title">Mitra</a>
        <a href="#moreverse-catalogues-title">Katalog</a>
        <a href="#moreverse-videos-title">Video</a>
        <a href="#moreverse-activities-title">Acara</a>
        <a href="#moreverse-notices-title">Pengumuman</a>
      </nav>
      <MapSection />
      <PartnersSection />
      <CataloguesSection />
      <VideosSection />
      <ActivitiesSection />
      <NoticesSection />
    </div>
  );
}
