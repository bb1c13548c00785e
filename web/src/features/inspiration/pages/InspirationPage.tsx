import {
  INSPIRATION_ALL_PATH,
  INSPIRATION_SLIDE_SPEED_MS,
  type Inspiration,
  InspirationReader,
  inspirationCrumbs,
  inspirationGallery,
  inspirationRoomHref,
} from '@more/core';
import { Link } from 'wouter';
import { ReaderPage } from '../../../shared/ReaderPage';
import type { PageProps } from '../../../shared/route-contract';
import { useService } from '../../../shared/services';
import { Gallery } from '../../product-detail/public';
import { Breadcrumb } from '../../../shared/Breadcrumb';
import { InspirationProducts } from '../InspirationProducts';
import styles from '../Inspiration.module.css';

const InspirationView = ({ inspiration }: { readonly inspiration: Inspiration }) => (
  <article data-testid="inspiration">
    <Breadcrumb crumbs={inspirationCrumbs(inspiration)} />
    <div className={styles.top}>
      <div className={styles.photos}>
        {/* The product page's gallery: arrow keys, thumbnails, a swipe on a phone (800 ms, document 1 §9). */}
        <Gallery gallery={inspirationGallery(inspiration)} name={inspiration.title} speed={INSPIRATION_SLIDE_SPEED_MS} slot="roomGallery" />
      </div>
      <div className={styles.story}>
        <ul className={styles.facts} aria-label="Tentang inspirasi ini">
          <li>
            <Link href={inspirationRoomHref(inspiration.room.slug)} className={styles.roomLink} aria-label={`Inspirasi ${inspiration.room.name} lainnya`}>
              {inspiration.room.name}
            </Link>
          </li>
          {inspiration.style && <li className={styles.style}>Gaya {inspiration.style}</li>}
        </ul>
        <h1 className="list-title">{inspiration.title}</h1>
        {inspiration.paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </div>
    <InspirationProducts />
  </article>
);

const InspirationSkeleton = () => (
  <div className={styles.top} aria-hidden="true">
    <div className={styles.photoSkeleton} />
    <div className={styles.story}>
      <div className={styles.lineShort} />
      <div className={styles.titleLine} />
      {Array.from({ length: 5 }, (_, index) => (
        <div key={index} className={styles.line} />
      ))}
    </div>
  </div>
);

/**
 * `/inspirasi-detail/{slug}` (document 1 §2; document 2 §7 "Inspiration"): the trail, the
 * inspiration's photos, its room (back to the room's page), style and story, and the products in
 * it with a way into the cart. Its head is its meta_title. An unknown slug is answered 404 by the
 * server; reached by a link, it says so here.
 */
export default function InspirationPage({ params }: PageProps) {
  return (
    <ReaderPage
      reader={useService(InspirationReader)}
      slug={params.slug ?? ''}
      className="page"
      notFound={
        <div className="page">
          <div className={styles.empty} data-testid="inspiration-not-found">
            <h1>Inspirasi tidak ditemukan</h1>
            <p>Inspirasi yang Anda cari tidak ada atau sudah tidak ditampilkan.</p>
            <Link href={INSPIRATION_ALL_PATH} className={styles.emptyLink}>
              Lihat Semua Inspirasi
            </Link>
          </div>
        </div>
      }
      skeleton={<InspirationSkeleton />}
      busyLabel="Memuat inspirasi.."
      failure="Inspirasi belum dapat ditampilkan"
      testId="inspiration"
    >
      {(inspiration) => <InspirationView key={inspiration.id} inspiration={inspiration} />}
    </ReaderPage>
  );
}
