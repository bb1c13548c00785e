import { BehaviorSubject, type Observable, Subject } from 'rxjs';
import { type StoreFailure, toStoreFailure } from '../shared/failure';
import { failureText } from '../shared/failure-text';
import type { OrderDetail } from './order';
import { type OrderStatus, canCancelOrder, canCompleteOrder } from './order-status';
import type { OrdersApi } from './orders-api.port';

/** note_cancel: "1 to 500 characters" (the cancel call's limit), counted as the shopper types. */
export const CANCEL_NOTE_MAX_LENGTH = 500;
export const CANCEL_NOTE_REQUIRED_TEXT = 'Alasan pembatalan wajib diisi';
export const CANCEL_NOTE_TOO_LONG_TEXT = `Alasan pembatalan maksimal ${CANCEL_NOTE_MAX_LENGTH} karakter`;

/** What is wrong with a cancel note, or null when it may be sent. Spaces around it do not count. */
export const cancelNoteError = (note: string): string | null => {
  const length = note.trim().length;
  if (length === 0) return CANCEL_NOTE_REQUIRED_TEXT;
  if (length > CANCEL_NOTE_MAX_LENGTH) return CANCEL_NOTE_TOO_LONG_TEXT;
  return null;
};

/** The counter under the note: "12/500". */
export const cancelNoteCounter = (note: string): string => `${note.trim().length}/${CANCEL_NOTE_MAX_LENGTH}`;

export const ORDER_CANCELLED_TEXT = 'Pesanan berhasil dibatalkan';
export const ORDER_COMPLETED_TEXT = 'Pesanan selesai. Terima kasih telah berbelanja di MORE';

/** The confirmations the shopper answers before an action that cannot be undone. */
export const CANCEL_CONFIRMATION = {
  title: 'Batalkan Pesanan',
  text: 'Pesanan yang dibatalkan tidak dapat dikembalikan. Tuliskan alasan pembatalan Anda.',
  confirm: 'Batalkan Pesanan',
  dismiss: 'Kembali',
} as const;
export const COMPLETE_CONFIRMATION = {
  title: 'Pesanan Diterima',
  text: 'Pastikan semua barang sudah Anda terima dalam kondisi baik. Pesanan yang sudah selesai tidak dapat dibatalkan.',
  confirm: 'Ya, Sudah Diterima',
  dismiss: 'Kembali',
} as const;

export type OrderAction = 'cancel' | 'complete';

export type OrderActionOutcome =
  | { readonly kind: 'done'; readonly order: OrderDetail; readonly message: string }
  /** Not sent: the order's state does not allow it, the note is not valid, or the same action is already on its way. */
  | { readonly kind: 'refused'; readonly reason: 'not-allowed' | 'invalid-note' | 'busy'; readonly message: string }
  | { readonly kind: 'failed'; readonly failure: StoreFailure; readonly message: string };

const NOT_ALLOWED: Readonly<Record<OrderAction, string>> = {
  cancel: 'Pesanan ini tidak dapat dibatalkan lagi',
  complete: 'Hanya pesanan yang sedang dikirim yang dapat diselesaikan',
};

/**
 * An order's actions (document 1 §4: "cancel (with note_cancel), complete
 * and tracking"): cancel while the order waits for its payment or is being
 * processed, complete once it is shipped. Each is sent once (a second press
 * while one is on its way is refused), and the changed order the server
 * answers is announced on `changed$`, so every screen that shows the order
 * (the list, the order page) shows its new state without asking again.
 */
export class OrderActions {
  private readonly changed = new Subject<OrderDetail>();
  readonly changed$: Observable<OrderDetail> = this.changed.asObservable();
  private readonly busy = new BehaviorSubject<ReadonlyMap<string, OrderAction>>(new Map());
  readonly busy$: Observable<ReadonlyMap<string, OrderAction>> = this.busy.asObservable();

  constructor(private readonly api: Pick<OrdersApi, 'cancel' | 'complete'>) {}

  /** The action on its way for an order, if any. */
  busyWith(orderNumber: string): OrderAction | null {
    return this.busy.getValue().get(orderNumber) ?? null;
  }

  cancel(order: { readonly orderNumber: string; readonly status: OrderStatus }, note: string): Promise<OrderActionOutcome> {
    if (!canCancelOrder(order.status)) return Promise.resolve({ kind: 'refused', reason: 'not-allowed', message: NOT_ALLOWED.cancel });
    const invalid = cancelNoteError(note);
    if (invalid) return Promise.resolve({ kind: 'refused', reason: 'invalid-note', message: invalid });
    return this.run(order.orderNumber, 'cancel', 'POST more/transaction/order/cancel/{id}', () => this.api.cancel(order.orderNumber, note.trim()), ORDER_CANCELLED_TEXT);
  }

  complete(order: { readonly orderNumber: string; readonly status: OrderStatus }): Promise<OrderActionOutcome> {
    if (!canCompleteOrder(order.status)) return Promise.resolve({ kind: 'refused', reason: 'not-allowed', message: NOT_ALLOWED.complete });
    return this.run(order.orderNumber, 'complete', 'POST more/transaction/order/complete/{id}', () => this.api.complete(order.orderNumber), ORDER_COMPLETED_TEXT);
  }

  private async run(orderNumber: string, action: OrderAction, call: string, send: () => Promise<OrderDetail>, doneText: string): Promise<OrderActionOutcome> {
    if (this.busyWith(orderNumber)) return { kind: 'refused', reason: 'busy', message: 'Mohon menunggu..' };
    this.setBusy(orderNumber, action);
    try {
      const order = await send();
      this.changed.next(order);
      return { kind: 'done', order, message: doneText };
    } catch (error) {
      const failure = toStoreFailure(error, call);
      return { kind: 'failed', failure, message: failureText(failure) };
    } finally {
      this.setBusy(orderNumber, null);
    }
  }

  private setBusy(orderNumber: string, action: OrderAction | null): void {
    const next = new Map(this.busy.getValue());
    if (action) next.set(orderNumber, action);
    else next.delete(orderNumber);
    this.busy.next(next);
  }
}
