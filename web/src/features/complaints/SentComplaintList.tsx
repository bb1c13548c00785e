import { type SentComplaint, storePaths } from '@more/core';
import { Link } from 'wouter';
import { ProductImage } from '../../shared/product/ProductImage';
import styles from './Complaints.module.css';
import { StoreTime } from '../../shared/dates/StoreTime';

/** The complaints sent from this account, newest first, each with its date, state, reason and words. */
export const SentComplaintList = ({ complaints }: { readonly complaints: readonly SentComplaint[] }) => (
  <ul className="stack-3 bare" data-testid="sent-complaints">
    {complaints.map((complaint) => (
      <li key={complaint.id} className="card sent-card" data-testid="sent-complaint">
        <ProductImage slot="thumb" image={complaint.image} className="thumb" decorative />
        <div className="stack-1 min-0">
          <div className={styles.sentHead}>
            <h3 className={styles.cardTitle}>{complaint.productName}</h3>
            <p className={styles.status} data-status={complaint.status}>
              {complaint.statusLabel}
            </p>
          </div>
          <dl className={styles.facts}>
            <div>
              <dt>Tanggal</dt>
              <dd>
                <StoreTime at={complaint.createdAt} />
              </dd>
            </div>
            {complaint.orderNumber && (
              <div>
                <dt>Pesanan</dt>
                <dd>
                  <Link href={storePaths.order(complaint.orderNumber)}>{complaint.orderNumber}</Link>
                </dd>
              </div>
            )}
            {complaint.reason && (
              <div>
                <dt>Alasan</dt>
                <dd>{complaint.reason}</dd>
              </div>
            )}
            {complaint.photoCount !== null && complaint.photoCount > 0 && (
              <div>
                <dt>Foto</dt>
                <dd>{complaint.photoCount}</dd>
              </div>
            )}
          </dl>
          <p className={styles.sentText}>{complaint.text}</p>
        </div>
      </li>
    ))}
  </ul>
);
