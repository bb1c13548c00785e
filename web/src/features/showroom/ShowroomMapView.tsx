import { type ShowroomMap, ShowroomMapSection, exhibitionPath, isShowroomOpen, roomPath } from '@more/core';
import { Link } from 'wouter';
import { useService } from '../../shared/services';
import { useShowroomNow } from './showroom-clock';
import { MoreverseSection } from './MoreverseSection';
import styles from './Showroom.module.css';

/** "Senin-Minggu 09:00-21:00" as the server words it, and whether it is open now (after hydration, on the browser's clock). */
export const OpeningHours = ({ hours }: { readonly hours: string }) => {
  const now = useShowroomNow();
  return (
    <p className={styles.hours} data-testid="opening-hours">
      <span>Jam buka showroom: {hours} WIB</span>
      {now !== null &&
        (isShowroomOpen(now) ? (
          <span className={`${styles.openSign} ${styles.open}`}>Buka sekarang</span>
        ) : (
          <span className={`${styles.openSign} ${styles.closed}`}>Sedang tutup</span>
        ))}
    </p>
  );
};

const mapAlt = (map: ShowroomMap) =>
  `Peta showroom virtual MOREVERSE dengan ${map.areas.length} area: ${map.areas.map((area) => area.name).join(', ')}.`;

/** The map as a picture with its areas placed on it as links, and the same places as a list a screen reader reads. */
const MapView = ({ map }: { readonly map: ShowroomMap }) => (
  <>
    <OpeningHours hours={map.openingHours} />
    <div className={styles.mapFrame}>
      <img className={styles.mapImage} src={map.imageUrl} alt={mapAlt(map)} width={1200} height={675} fetchPriority="high" />
      {/* The pins repeat the list's links for the eye: hidden from screen readers, who get the list. */}
      <ul className={styles.mapPins} aria-hidden="true">
        {map.areas.map((area) => (
          <li key={area.id} style={{ left: `${area.position.x}%`, top: `${area.position.y}%` }}>
            <Link href={roomPath(area)} className={styles.mapPin} tabIndex={-1}>
              {area.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
    <ul className={styles.areaList} aria-label="Area di MOREVERSE">
      {map.areas.map((area) => (
        <li key={area.id} className={styles.areaItem} data-testid="showroom-area">
          <h3 className={styles.itemTitle}>
            <Link href={roomPath(area)}>{area.name}</Link>
          </h3>
          <p className={styles.muted}>{area.description}</p>
          {area.booths.length > 0 && (
            <ul className={styles.boothList} aria-label={`Booth di ${area.name}`}>
              {area.booths.map((booth) => (
                <li key={booth.code}>
                  <span className={styles.boothCode}>{booth.code}</span> {booth.partnerName}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  </>
);

const MapSkeleton = () => (
  <div aria-hidden="true">
    <div className="skel skel-short" />
    <div className={`${styles.mapFrame} ${styles.mapSkeleton} skel`} />
  </div>
);

const ExhibitionCards = ({ map }: { readonly map: ShowroomMap }) => {
  const booths = map.areas.flatMap((area) => area.booths.flatMap((booth) => (booth.exhibitionId === null ? [] : [{ ...booth, exhibitionId: booth.exhibitionId, areaName: area.name }])));
  if (booths.length === 0) return <p className={styles.empty}>Belum ada pameran yang berlangsung. Nantikan pameran mitra kami berikutnya.</p>;
  return (
    <ul className={styles.cardGrid} aria-label="Pameran">
      {booths.map((booth) => (
        <li key={booth.exhibitionId} className={styles.card} data-testid="exhibition-card">
          <p className={styles.kicker}>
            Booth {booth.code} · {booth.areaName}
          </p>
          <h3 className={styles.itemTitle}>Pameran {booth.partnerName}</h3>
          <Link href={exhibitionPath(booth.exhibitionId)} className={styles.cardLink} aria-label={`Lihat pameran ${booth.partnerName}`}>
            Lihat Pameran
          </Link>
        </li>
      ))}
    </ul>
  );
};

/** The map section and the exhibitions, both read from `moreverse/map` (the booths name their exhibition). */
export const MapSection = () => {
  const section = useService(ShowroomMapSection);
  const card = <div className={`${styles.cardSkeleton} skel`} />;
  return (
    <>
      <MoreverseSection section={section} name="map" title="Peta Showroom" skeleton={<MapSkeleton />} busyLabel="Memuat peta showroom.." failure="Peta showroom belum dapat ditampilkan.">
        {(map) => (map.areas.length === 0 ? <p className={styles.empty}>Area showroom sedang ditata. Silakan kembali lagi nanti.</p> : <MapView map={map} />)}
      </MoreverseSection>
      <MoreverseSection section={section} name="exhibitions" title="Pameran Mitra" skeleton={card} busyLabel="Memuat pameran.." failure="Pameran belum dapat ditampilkan.">
        {(map) => <ExhibitionCards map={map} />}
      </MoreverseSection>
    </>
  );
};
