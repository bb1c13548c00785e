import {
  ALL_ROOMS_SLUG,
  INSPIRATION_ALL_PATH,
  InspirationRoomPage as RoomPage,
  type InspirationRoom,
  type InspirationRoomView,
  inspirationPageOf,
  inspirationRoomCrumbs,
  inspirationRoomHref,
  roomChips,
  roomNamed,
  shownFor,
} from '@more/core';
import { useEffect } from 'react';
import { Link, useSearch } from 'wouter';
import { Loadable } from '../../../shared/Loadable';
import { Pagination } from '../../../shared/Pagination';
import type { PageProps } from '../../../shared/route-contract';
import { useService } from '../../../shared/services';
import { useStore } from '../../../shared/use-store';
import { Breadcrumb } from '../../../shared/Breadcrumb';
import { InspirationCard } from '../InspirationCard';
import styles from '../Inspiration.module.css';

/** The room switcher: "Semua" and every room, the room shown marked for screen readers too. */
const RoomSwitcher = ({ rooms, slug }: { readonly rooms: readonly InspirationRoom[] | null; readonly slug: string }) => (
  <nav aria-label="Pilih ruangan">
    <ul className={styles.rooms}>
      {rooms
        ? roomChips(rooms, slug).map((chip) => (
            <li key={chip.slug}>
              <Link href={chip.href} className={styles.room} aria-current={chip.current ? 'page' : undefined}>
                {chip.name}
              </Link>
            </li>
          ))
        : [0, 1, 2, 3].map((n) => (
            <li key={n} aria-hidden="true">
              <div className={styles.chipSkeleton} />
            </li>
          ))}
    </ul>
  </nav>
);

const ListSkeleton = () => (
  <ul className={styles.grid} aria-hidden="true">
    {Array.from({ length: 6 }, (_, n) => (
      <li key={n} className={styles.cardSkeleton} />
    ))}
  </ul>
);

const Inspirations = ({ view }: { readonly view: InspirationRoomView }) => {
  const { list, room, slug, page } = view;
  if (list.total === 0) {
    return (
      <div className={styles.empty} data-testid="inspirations-empty">
        <h2>Belum ada inspirasi {room ? `untuk ${room.name.toLowerCase()}` : ''}</h2>
        <p>Tim desain kami sedang menyiapkan ide-ide baru. Sementara itu, lihat inspirasi dari ruangan lain.</p>
        {room && (
          <Link href={INSPIRATION_ALL_PATH} className={styles.emptyLink}>
            Lihat Semua Inspirasi
          </Link>
        )}
      </div>
    );
  }
  if (list.items.length === 0) {
    return (
      <div className={styles.empty} data-testid="inspirations-past-end">
        <h2>Halaman {page} tidak ada</h2>
        <p>Inspirasi di ruangan ini hanya sampai halaman {list.totalPages}.</p>
        <Link href={inspirationRoomHref(slug)} className={styles.emptyLink}>
          Kembali ke halaman 1
        </Link>
      </div>
    );
  }
  return (
    <>
      <p className={styles.count} data-testid="inspirations-count">
        {list.total} inspirasi{list.totalPages > 1 ? ` · halaman ${list.page} dari ${list.totalPages}` : ''}
      </p>
      <ul className={styles.grid} aria-label={room ? `Inspirasi ${room.name}` : 'Semua inspirasi'} data-testid="inspirations">
        {list.items.map((card, index) => (
          <li key={card.id}>
            <InspirationCard card={card} eager={page === 1 && index < 2} />
          </li>
        ))}
      </ul>
      <Pagination page={list.page} totalPages={list.totalPages} hrefFor={(n) => inspirationRoomHref(slug, n)} label="Halaman inspirasi" />
    </>
  );
};

/**
 * `/inspirasi/{slug}` (document 1 §2; document 2 §7 "Inspiration"): a room's inspirations,
 * 12 a page (`?page=`), with the rooms to switch between ("Semua" first: `/inspirasi/semua`
 * lists every room's). An unknown room is answered 404 by the server; reached by a link, it
 * says so here.
 */
export default function InspirationRoomPage({ params }: PageProps) {
  const slug = params.slug ?? '';
  const page = inspirationPageOf(useSearch());
  const roomPage = useService(RoomPage);
  const state = useStore(roomPage);

  useEffect(() => {
    void roomPage.show(slug, page);
  }, [roomPage, slug, page]);

  // What is held may be another room's or page's until the effect above has asked for this one.
  const shown = shownFor(state, (view) => view.slug === slug && view.page === page);
  const stale = shown !== state;
  const rooms = shown.status === 'ready' ? shown.value.rooms : roomPage.knownRooms;
  const room = rooms ? roomNamed(rooms, slug) : undefined;

  if (roomPage.notFound && !stale) {
    return (
      <div className="page">
        <div className={styles.empty} data-testid="room-not-found">
          <h1>Ruangan tidak ditemukan</h1>
          <p>Ruangan yang Anda cari tidak ada. Lihat inspirasi dari semua ruangan kami.</p>
          <Link href={INSPIRATION_ALL_PATH} className={styles.emptyLink}>
            Lihat Semua Inspirasi
          </Link>
        </div>
      </div>
    );
  }

  const title = room ? `Inspirasi ${room.name}` : slug === ALL_ROOMS_SLUG ? 'Inspirasi Ruangan' : 'Inspirasi';
  return (
    <div className="page" data-testid="inspiration-room-page">
      <Breadcrumb crumbs={inspirationRoomCrumbs(room ?? null)} />
      <header className="page-head">
        <h1 className="list-title">{title}</h1>
        <p className="head-lead">
          {room
            ? `Ide menata ${room.name.toLowerCase()} dari tim desain MORE Furniture. Buka inspirasinya untuk melihat furnitur yang dipakai dan langsung membelinya.`
            : 'Ide menata setiap ruangan di rumah dari tim desain MORE Furniture. Pilih ruangan, buka inspirasinya, dan beli furnitur yang dipakai.'}
        </p>
      </header>
      {/* Skeleton chips while the rooms load; none when they failed (the failure below says so, with its retry). */}
      {(rooms || shown.status !== 'failed') && <RoomSwitcher rooms={rooms} slug={slug} />}
      <Loadable
        state={shown}
        skeleton={<ListSkeleton />}
        busyLabel="Memuat inspirasi.."
        failure="Inspirasi belum dapat ditampilkan."
        onRetry={() => void roomPage.retry()}
        testId="inspirations"
      >
        {(view) => <Inspirations view={view} />}
      </Loadable>
    </div>
  );
}
