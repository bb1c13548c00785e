import { ShowroomActivities, ShowroomMapSection, type ShowroomArea, activitiesInArea, areaBySlug, exhibitionPath, moreverseCrumbs, roomCrumbs, storePaths } from '@more/core';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { Breadcrumb } from '../../../shared/Breadcrumb';
import { Loadable } from '../../../shared/Loadable';
import type { PageProps } from '../../../shared/route-contract';
import { useService } from '../../../shared/services';
import { useStore } from '../../../shared/use-store';
import { ActivityItem } from '../ActivitiesSection';
import { OpeningHours } from '../ShowroomMapView';
import { useShowroomNow } from '../showroom-clock';
import styles from '../Showroom.module.css';

const RoomActivities = ({ area }: { readonly area: ShowroomArea }) => {
  const section = useService(ShowroomActivities);
  const state = useStore(section);
  const now = useShowroomNow();
  return (
    <section aria-labelledby="room-activities-title" className={styles.section} data-testid="room-activities">
      <h2 id="room-activities-title" className={styles.sectionTitle}>
        Acara di {area.name}
      </h2>
      <Loadable state={state} skeleton={<div className={`${styles.cardSkeleton} skel`} />} busyLabel="Memuat acara.." failure="Jadwal acara belum dapat ditampilkan." onRetry={() => void section.load()} testId="room-activities">
        {(activities) => {
          const here = activitiesInArea(activities, area);
          return here.length === 0 ? (
            <p className={styles.empty}>Belum ada acara di ruangan ini. Lihat jadwal lengkap di halaman MOREVERSE.</p>
          ) : (
            <ul className={styles.activityList}>
              {here.map((activity) => (
                <ActivityItem key={activity.id} activity={activity} now={now} withReminder={false} />
              ))}
            </ul>
          );
        }}
      </Loadable>
    </section>
  );
};

const RoomView = ({ area, hours }: { readonly area: ShowroomArea; readonly hours: string }) => (
  <article data-testid="room">
    <Breadcrumb crumbs={roomCrumbs(area)} />
    <header className="page-head">
      <p className={styles.kicker}>Ruang MOREVERSE</p>
      <h1 className="head-title">{area.name}</h1>
      <p className={styles.lead}>{area.description}</p>
      <OpeningHours hours={hours} />
    </header>
    <section aria-labelledby="room-booths-title" className={styles.section}>
      <h2 id="room-booths-title" className={styles.sectionTitle}>
        Booth Mitra
      </h2>
      {area.booths.length === 0 ? (
        <p className={styles.empty}>Booth di ruangan ini sedang ditata untuk mitra berikutnya.</p>
      ) : (
        <ul className={styles.cardGrid}>
          {area.booths.map((booth) => (
            <li key={booth.code} className={styles.card} data-testid="room-booth">
              <p className={styles.kicker}>Booth {booth.code}</p>
              <h3 className={styles.itemTitle}>{booth.partnerName}</h3>
              {booth.exhibitionId === null ? (
                <p className={styles.muted}>Belum ada pameran di booth ini.</p>
              ) : (
                <Link href={exhibitionPath(booth.exhibitionId)} className={styles.cardLink} aria-label={`Lihat pameran ${booth.partnerName}`}>
                  Lihat Pameran
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
    <RoomActivities area={area} />
    <p>
      <Link href={storePaths.moreverse} className={styles.cardLink}>
        Kembali ke peta MOREVERSE
      </Link>
    </p>
  </article>
);

/** `/vr/{slug}`: a room of the showroom (an area of the map) by the slug of its name; unknown slugs are answered 404 by the server. */
export default function ShowroomRoomPage({ params }: PageProps) {
  const slug = params.slug ?? '';
  const section = useService(ShowroomMapSection);
  const activities = useService(ShowroomActivities);
  const state = useStore(section);
  useEffect(() => {
    void section.ensureLoaded();
    void activities.ensureLoaded();
  }, [section, activities]);
  return (
    <div className="page">
      <Loadable state={state} skeleton={<div className={`${styles.cover} skel`} />} busyLabel="Memuat ruangan.." failure="Ruangan belum dapat ditampilkan" onRetry={() => void section.load()} failureIsPage testId="room">
        {(map) => {
          const area = areaBySlug(map, slug);
          if (!area) {
            return (
              <>
                <Breadcrumb crumbs={[...moreverseCrumbs, { name: 'Ruangan', path: '' }]} />
                <h1 className="head-title">Ruangan tidak ditemukan</h1>
                <p>Ruangan yang Anda cari tidak ada di MOREVERSE.</p>
                <Link href={storePaths.moreverse} className={styles.cardLink}>
                  Lihat peta MOREVERSE
                </Link>
              </>
            );
          }
          return <RoomView area={area} hours={map.openingHours} />;
        }}
      </Loadable>
    </div>
  );
}
