import type { GiveawayAction, GiveawayClaimView } from '@more/core';
import { CopyButton } from '../../shared/CopyButton';
import { ProductImage } from '../../shared/product/ProductImage';
import styles from './Giveaways.module.css';
import { StoreTime } from '../../shared/dates/StoreTime';

/**
 * A claim in "Klaim Saya": the event and prize, its state in the server's
 * words, when it was made, where the prize goes, the courier and waybill once
 * sent, and "Hapus Klaim" while it still waits.
 */
export const ClaimCard = ({
  view,
  busy,
  onRemove,
}: {
  readonly view: GiveawayClaimView;
  readonly busy: GiveawayAction | null;
  readonly onRemove: (view: GiveawayClaimView) => void;
}) => {
  const { claim, shipment } = view;
  const titleId = `claim-${claim.id}`;
  return (
    <li className={styles.claimCard} aria-labelledby={titleId} data-testid="claim-card" data-claim={claim.id} data-event={claim.event.id}>
      <ProductImage slot="giveaway" image={{ url: claim.event.imageUrl, alt: '' }} className={styles.image} decorative />
      <div className={styles.cardHead}>
        <h3 id={titleId} className="t-md">
          {claim.event.title}
        </h3>
        <p className="muted-0">Hadiah: {claim.event.prize}</p>
        <p className={styles.status} data-status={claim.status} data-testid="claim-status">
          {claim.statusText}
        </p>
      </div>
      <div className={styles.cardDetails}>
        <dl className={styles.facts}>
          <div>
            <dt>Tanggal klaim</dt>
            <dd>
              <StoreTime at={view.claimedAt} />
            </dd>
          </div>
          <div>
            <dt>Dikirim ke</dt>
            <dd>{claim.deliverTo}</dd>
          </div>
          {shipment && (
            <>
              <div>
                <dt>Kurir</dt>
                <dd>{shipment.courier}</dd>
              </div>
              <div>
                <dt>No. Resi</dt>
                <dd className={styles.waybill}>
                  <strong data-testid="claim-waybill">{shipment.waybill}</strong>
                  <CopyButton value={shipment.waybill} label={`Salin nomor resi ${shipment.waybill}`} copiedText={`Nomor resi ${shipment.waybill} disalin`} />
                </dd>
              </div>
            </>
          )}
        </dl>
        {view.removable && (
          <div className={styles.claimActions}>
            <button
              type="button"
              className={styles.remove}
              onClick={() => busy === null && onRemove(view)}
              aria-label={`Hapus klaim ${claim.event.title}`}
              aria-disabled={busy !== null || undefined}
            >
              Hapus Klaim
            </button>
          </div>
        )}
      </div>
    </li>
  );
};
