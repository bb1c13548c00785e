import { type OrderStatus, OrderActions, orderActions } from '@more/core';
import { useState } from 'react';
import { lazyModule } from '../../shared/lazy-module';
import { useService } from '../../shared/services';
import { useObservable } from '../../shared/use-store';
import styles from './Orders.module.css';

type Open = 'cancel' | 'complete' | 'track' | null;

/**
 * The dialogs arrive when a shopper reaches for a button (pointer over it,
 * a touch, the keyboard's focus), a moment before the press: an order list
 * does not carry three dialogs and the tracking timeline for every visit.
 */
const dialogs = lazyModule(() => import('./order-action-dialogs'));
const prefetchDialogs = () => void dialogs.request().catch(() => undefined);
const intent = { onPointerEnter: prefetchDialogs, onTouchStart: prefetchDialogs, onFocus: prefetchDialogs };
export const DIALOG_NOT_LOADED = 'Gagal membuka. Periksa koneksi internet Anda, lalu coba lagi.';

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

  const loaded = dialogs.useWhen(open !== null);

  const finished = (message: string) => {
    setOpen(null);
    setDone(message);
  };
  const show = (which: Exclude<Open, null>) => {
    setDone(null);
    setOpen(which);
    dialogs.request().catch(() => finished(DIALOG_NOT_LOADED));
  };

  return (
    <>
      {allowed.track && (
        <button type="button" className="pill-outline btn-wait" onClick={() => show('track')} {...intent}>
          Lacak Pesanan
        </button>
      )}
      {allowed.complete && (
        <button type="button" className="btn btn-wait" onClick={() => show('complete')} {...intent} disabled={busy !== null} aria-busy={busy === 'complete' || undefined}>
          Pesanan Diterima
        </button>
      )}
      {allowed.cancel && (
        <button type="button" className={styles.dangerText} onClick={() => show('cancel')} {...intent} disabled={busy !== null} aria-busy={busy === 'cancel' || undefined}>
          Batalkan Pesanan
        </button>
      )}
      <p className={styles.actionDone} role="status">
        {done}
      </p>
      {loaded && open === 'cancel' && <loaded.CancelOrderDialog order={order} onDone={finished} onClose={() => setOpen(null)} />}
      {loaded && open === 'complete' && <loaded.CompleteOrderDialog order={order} onDone={finished} onClose={() => setOpen(null)} />}
      {loaded && open === 'track' && <loaded.TrackingDialog orderNumber={order.orderNumber} onClose={() => setOpen(null)} />}
    </>
  );
};
