import { NO_SCANS_TEXT, type OrderTracking, OrderTracker, orderTrackingFailureMessage, trackingTimeline, storePaths } from '@more/core';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { Dialog } from '../../shared/Dialog';
import { Loadable } from '../../shared/Loadable';
import { TrackingTimeline as Timeline } from '../../shared/TrackingTimeline';
import { useService } from '../../shared/services';
import { useStore } from '../../shared/use-store';
import styles from './Orders.module.css';

/**
 * An order's tracking (`more/transaction/order/tracking`) as a timeline: the
 * store's steps, then the courier's scans newest first. A failure says the
 * server's message or "Failed to get tracking data" (document 2 §8), with
 * "Coba Lagi".
 */
export const TrackingDialog = ({ orderNumber, onClose }: { readonly orderNumber: string; readonly onClose: () => void }) => {
  const tracker = useService(OrderTracker);
  const state = useStore(tracker);

  useEffect(() => {
    tracker.track(orderNumber);
    return () => tracker.close();
  }, [tracker, orderNumber]);

  return (
    <Dialog title="Lacak Pesanan" description={`No. Pesanan ${orderNumber}`} onClose={onClose} testId="tracking-dialog">
      <Loadable
        state={state}
        skeleton={<TrackingSkeleton />}
        skeletonIsStatus
        // "Failed to get tracking data" or the server's message (document 2 §8), not a generic notice.
        failure={(failure, retry) => (
          <div className={styles.trackingFailure} role="alert" data-testid="tracking-failed">
            <p>{orderTrackingFailureMessage(failure)}</p>
            <button type="button" className="pill-outline btn-wait" onClick={retry}>
              Coba Lagi
            </button>
          </div>
        )}
        onRetry={() => tracker.track(orderNumber)}
      >
        {(tracking) => (
          <>
            <TrackingView tracking={tracking} />
            <p>
              <Link href={storePaths.shipmentTracking(orderNumber)} className="pill-outline">
                Lacak di halaman pengiriman
              </Link>
            </p>
          </>
        )}
      </Loadable>
    </Dialog>
  );
};

const TrackingSkeleton = () => (
  <div role="status" aria-busy="true" aria-label="Memuat data pelacakan" className="stack-3">
    <span className={styles.trackingSkeletonLine} />
    <span className={styles.trackingSkeletonLine} />
    <span className={styles.trackingSkeletonLine} />
  </div>
);

const TrackingView = ({ tracking }: { readonly tracking: OrderTracking }) => {
  const timeline = trackingTimeline(tracking);
  return (
    <div className="stack-3" data-testid="tracking-timeline">
      <dl className={styles.facts}>
        <div>
          <dt>Kurir</dt>
          <dd>{timeline.courierText}</dd>
        </div>
        <div>
          <dt>No. Resi</dt>
          <dd>{timeline.waybill ?? 'Belum ada'}</dd>
        </div>
      </dl>
      <h3 className={styles.trackingTitle}>Status Pesanan</h3>
      <Timeline entries={timeline.steps} />
      <h3 className={styles.trackingTitle}>Riwayat Kurir</h3>
      {timeline.scans.length > 0 ? <Timeline entries={timeline.scans} /> : <p className="muted">{NO_SCANS_TEXT}</p>}
    </div>
  );
};
