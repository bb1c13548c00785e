import { interiorCityOfPath, interiorCityPages, interiorCrumbs } from '@more/core';
import { useLocation } from 'wouter';
import type { PageProps } from '../../../shared/route-contract';
import { Breadcrumb } from '../../../shared/Breadcrumb';
import { InteriorProjectsSection } from '../InteriorProjectsSection';
import { InteriorCities, InteriorHero, InteriorOffers, InteriorProcess } from '../InteriorService';
import { ConsultationRequest } from '../request/ConsultationRequest';
import styles from '../Interior.module.css';

const SERVICE_LEAD =
  'Wujudkan ruang yang nyaman dan sesuai gaya Anda bersama desainer MORE Furniture. Kami merancang, memproduksi furnitur custom di workshop sendiri, dan memasangnya sampai ruangan siap ditempati.';

/**
 * /desain-interior and the city pages /desain-interior/surabaya, /gresik,
 * /sidoarjo (document 1 §2): the service (what it offers, how it works, the
 * cities), the customers' projects (a customer's only: document 2 §6) and
 * the consultation request. The city is the page's path; a city's page
 * introduces the studio there and lists that city's projects.
 */
export default function InteriorDesignPage(_props: PageProps) {
  const [path] = useLocation();
  const city = interiorCityOfPath(path);
  const page = city ? interiorCityPages[city] : null;
  return (
    <div className={styles.page}>
      <Breadcrumb crumbs={interiorCrumbs(city)} />
      <InteriorHero title={page ? `Desain Interior ${page.name}` : 'Desain Interior'} lead={SERVICE_LEAD} />
      {page && (
        <p className={styles.cityIntro} data-testid="interior-city-intro">
          {page.intro}
        </p>
      )}
      <InteriorOffers />
      <InteriorProcess />
      <InteriorProjectsSection city={city} />
      <InteriorCities current={city} />
      <ConsultationRequest {...(city ? { city } : {})} />
    </div>
  );
}
