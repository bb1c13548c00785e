import { type OrderStatus, OrderActions, orderActions } from '@more/core';
import { useState } from 'react';
import { useService } from '../../shared/services';
import { useObservable } from '../../shared/use-store';
import { CancelOrderDialog } from './CancelOrderDialog';
import { CompleteOrderDialog } from './CompleteOrderDialog';
import { TrackingDialog } from './TrackingDialog';
import styles from './Orders.module.css';

type Open = 'cancel' | 'complete' | 'track' | null;

/**
 * The actions an order's state allows (core's orderActions; document 1 §4:
 * "cancel (with note_cancel), complete and tracking"), each opening its
 * dialog. What an action ended in is said beside the buttons; the order's
 * new state shows where the order is shown (OrderActions.changed$).
 */
export const OrderActionButtons = ({ order }: { readonly order: { readonly orderNumber: string; readonly status: OrderStatus } }) => {
  const actions = useService(OrderActions);
  const busy = useObservable(actions.busy$, new Map()).get(order.orderNumber) ?? null;
  const allowed = orderActions(order.status);
  const [open, setOpen] = useState<Open>(null);
  const [done, setDone] = useState<string | null>(null);

  const finished = (message: string) => {
    setOpen(null);
    setDone(message);
  };

  return (
    <>
      {allowed.track && (
        <button type="button" className={styles.secondary} onClick={() => setOpen('track')}>
          Lacak Pesanan
        </button>
      )}
      {allowed.complete && (
        <button type="button" className={styles.primary} onClick={() => setOpen('complete')} disabled={busy !== null} aria-busy={busy === 'complete' || undefined}>
          Pesanan Diterima
        </button>
      )}
      {allowed.cancel && (
        <button type="button" className={styles.dangerText} onClick={() => setOpen('cancel')} disabled={busy !== null} aria-busy={busy === 'cancel' || undefined}>
          Batalkan Pesanan
        </button>
      )}
      <p className={styles.actionDone} role="status">
        {done}
      </p>
      {open === 'cancel' && <CancelOrderDialog order={order} onDone={finished} onClose={() => setOpen(null)} />}
      {open === 'complete' && <CompleteOrderDialog order={order} onDone={finished} onClose={() => setOpen(null)} />}
      {open === 'track' && <TrackingDialog orderNumber={order.orderNumber} onClose={() => setOpen(null)} />}
    </>
  );
};
