import type { PageProps } from '../../../shared/route-contract';
import { SHOWROOMS, showroomFullAddress, showroomHoursText, showroomMapHref } from '../content/store-facts';
import { ShowroomOpenNow } from '../ShowroomOpenNow';
import { StoreContact } from '../StoreContact';
import { StorePageFrame } from '../StorePageFrame';
import styles from '../StorePages.module.css';

/**
 * /offline-store (document 1 §2): the showrooms with their address, the
 * hours (document 1 §1), whether they are open now, and a link out to the
 * map (never an embed: nothing loads from another origin).
 */
export default function OfflineStorePage(_props: PageProps) {
  return (
    <StorePageFrame page="offline-store" lead="Lihat, sentuh, dan coba langsung furnitur MORE sebelum membeli. Konsultan kami siap membantu memilih ukuran, bahan, dan warna yang pas untuk ruangan Anda.">
      <ul className="stack-4 bare">
        {SHOWROOMS.map((showroom) => (
          <li key={showroom.id} id={`showroom-${showroom.id}`} className="box" data-testid="showroom">
            <h2 className={styles.sectionTitle}>{showroom.name}</h2>
            <p className={styles.cardText}>{showroom.note}</p>
            <dl className={styles.facts}>
              <div>
                <dt>Alamat</dt>
                <dd>
                  <address>{showroomFullAddress(showroom)}</address>
                </dd>
              </div>
              <div>
                <dt>Jam buka</dt>
                <dd>
                  {showroomHoursText}
                  <ShowroomOpenNow />
                </dd>
              </div>
            </dl>
            <a className={styles.outlineLink} href={showroomMapHref(showroom)} target="_blank" rel="noopener noreferrer">
              Buka di Google Maps<span className="visually-hidden">: {showroom.name} (tab baru)</span>
            </a>
          </li>
        ))}
      </ul>
      <StoreContact headingId="showroom-kontak" title="Tanya Stok Sebelum Datang" />
    </StorePageFrame>
  );
}
