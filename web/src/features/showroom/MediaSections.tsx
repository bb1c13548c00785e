import { ProductImage } from '../../shared/product/ProductImage';
import { ShowroomCatalogues, type ShowroomVideo, ShowroomVideos, storePaths } from '@more/core';
import { Link } from 'wouter';
import { useService } from '../../shared/services';
import { durationText, durationWords } from './showroom-clock';
import { MoreverseSection } from './MoreverseSection';
import styles from './Showroom.module.css';
import { StoreTime } from '../../shared/dates/StoreTime';

const ListSkeleton = () => <div className={`${styles.cardSkeleton} skel`} aria-hidden="true" />;

/** The catalogues (`moreverse/catalogue`): each a cover and its items with their price, each item linking to its product. */
export const CataloguesSection = () => {
  return (
    <MoreverseSection section={useService(ShowroomCatalogues)} name="catalogues" title="Katalog" skeleton={<ListSkeleton />} busyLabel="Memuat katalog.." failure="Katalog belum dapat ditampilkan.">
      {(catalogues) =>
        catalogues.length === 0 ? (
          <p className={styles.empty}>Katalog baru sedang kami siapkan.</p>
        ) : (
          <ul className={styles.catalogueList}>
            {catalogues.map((catalogue) => (
              <li key={catalogue.id} className={styles.catalogue}>
                <details>
                  <summary className={styles.catalogueSummary}>
                    <ProductImage slot="catalogueCover" image={{ url: catalogue.coverUrl, alt: '' }} className={styles.catalogueCover} decorative />
                    <span>
                      <span className={styles.itemTitleText}>{catalogue.title}</span>
                      <span className={styles.muted}>{catalogue.description}</span>
                      <span className={styles.kicker}>{catalogue.items.length} produk</span>
                    </span>
                  </summary>
                  {catalogue.items.length === 0 ? (
                    <p className={styles.empty}>Katalog ini belum berisi produk.</p>
                  ) : (
                    <ul className={styles.catalogueItems} aria-label={`Isi ${catalogue.title}`}>
                      {catalogue.items.map((item) => (
                        <li key={item.productId}>
                          <Link href={storePaths.product(item.slug)}>{item.name}</Link>
                          <span className={styles.price}>{item.priceText}</span>
                        </li>
                      ))}
                    </ul>
                  )}
                </details>
              </li>
            ))}
          </ul>
        )
      }
    </MoreverseSection>
  );
};

/** "Tonton di YouTube" for YouTube's pages, "Tonton Video" for another site's. */
const watchText = (url: string): string => {
  try {
    return /(^|\.)youtube\.com$|^youtu\.be$/.test(new URL(url).hostname) ? 'Tonton di YouTube' : 'Tonton Video';
  } catch {
    return 'Tonton Video';
  }
};

/**
 * A video, never embedded from another host (the CSP forbids it): a file on
 * the store's media plays in the page's own player; a page elsewhere is a link
 * out; with neither, the thumbnail and length with no dead link.
 */
const VideoCard = ({ video }: { readonly video: ShowroomVideo }) => (
  <li className={styles.card} data-testid="video">
    {video.fileUrl ? (
      <video className={styles.video} controls preload="none" poster={video.thumbnailUrl} width={640} height={360} aria-label={video.title}>
        <source src={video.fileUrl} />
      </video>
    ) : (
      <div className={styles.videoThumb}>
        <ProductImage slot="video" image={{ url: video.thumbnailUrl, alt: '' }} decorative />
        <span className={styles.duration} aria-hidden="true">
          {durationText(video.durationSeconds)}
        </span>
      </div>
    )}
    <h3 className={styles.itemTitle}>{video.title}</h3>
    <p className={styles.muted}>{video.description}</p>
    <p className={styles.kicker}>
      <span className="visually-hidden">Durasi {durationWords(video.durationSeconds)}, </span>
      <span aria-hidden="true">{durationText(video.durationSeconds)} · </span>
      <StoreTime at={video.publishedAt} shows="date" />
    </p>
    {!video.fileUrl && video.watchUrl && (
      <a className={styles.cardLink} href={video.watchUrl} target="_blank" rel="noopener noreferrer" aria-label={`${watchText(video.watchUrl)}: ${video.title} (membuka tab baru)`}>
        {watchText(video.watchUrl)}
      </a>
    )}
  </li>
);

export const VideosSection = () => {
  return (
    <MoreverseSection section={useService(ShowroomVideos)} name="videos" title="Video" skeleton={<ListSkeleton />} busyLabel="Memuat video.." failure="Video belum dapat ditampilkan.">
      {(videos) =>
        videos.length === 0 ? (
          <p className={styles.empty}>Belum ada video. Video tur dan tips dari mitra kami segera hadir.</p>
        ) : (
          <ul className={styles.cardGrid}>
            {videos.map((video) => (
              <VideoCard key={video.id} video={video} />
            ))}
          </ul>
        )
      }
    </MoreverseSection>
  );
};
