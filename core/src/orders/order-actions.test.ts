import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StoreFailure } from '../shared/failure';
import { InMemoryOrdersApi, anOrder } from './fakes';
import type { OrderDetail } from './order';
import {
  CANCEL_NOTE_MAX_LENGTH,
  CANCEL_NOTE_REQUIRED_TEXT,
  CANCEL_NOTE_TOO_LONG_TEXT,
  ORDER_CANCELLED_TEXT,
  OrderActions,
  cancelNoteCounter,
  cancelNoteError,
} from './order-actions';
import { orderStatuses } from './order-status';

describe('the cancel note (note_cancel, 1 to 500 characters)', () => {
  it('is required, and at most 500 characters, spaces around it not counted', () => {
    expect(cancelNoteError('')).toBe(CANCEL_NOTE_REQUIRED_TEXT);
    expect(cancelNoteError('   ')).toBe(CANCEL_NOTE_REQUIRED_TEXT);
    expect(cancelNoteError('Salah pilih warna')).toBeNull();
    expect(cancelNoteError(`  ${'a'.repeat(500)}  `)).toBeNull();
    expect(cancelNoteError('a'.repeat(501))).toBe(CANCEL_NOTE_TOO_LONG_TEXT);
    expect(cancelNoteCounter(' Salah warna ')).toBe('11/500');
  });

  it('PROPERTY: a note is accepted exactly when its trimmed length is 1 to 500', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 700 }), (note) => {
        const length = note.trim().length;
        expect(cancelNoteError(note) === null).toBe(length >= 1 && length <= CANCEL_NOTE_MAX_LENGTH);
      }),
    );
  });
});

describe('OrderActions', () => {
  it('cancels an order awaiting payment with the trimmed note and announces the cancelled order', async () => {
    const api = new InMemoryOrdersApi([anOrder()]);
    const actions = new OrderActions(api);
    const changed: OrderDetail[] = [];
    actions.changed$.subscribe((order) => changed.push(order));
    const outcome = await actions.cancel(anOrder(), '  Salah pilih warna ');
    expect(outcome).toMatchObject({ kind: 'done', message: ORDER_CANCELLED_TEXT });
    expect(api.get(anOrder().orderNumber)?.cancelNote).toBe('Salah pilih warna');
    expect(changed.map((order) => order.status)).toEqual(['cancelled']);
  });

  it('PROPERTY: cancel is sent only while waiting for payment or processed, complete only once shipped', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...orderStatuses), async (status) => {
        const api = new InMemoryOrdersApi([anOrder({ status })]);
        const actions = new OrderActions(api);
        const cancel = await actions.cancel(anOrder({ status }), 'Berubah pikiran');
        expect(cancel.kind === 'done').toBe(status === 'awaiting-payment' || status === 'processing');
        const fresh = new InMemoryOrdersApi([anOrder({ status })]);
        const complete = await new OrderActions(fresh).complete(anOrder({ status }));
        expect(complete.kind === 'done').toBe(status === 'shipped');
        // A refused action never reaches the server.
        if (cancel.kind === 'refused') expect(api.calls).toEqual([]);
        if (complete.kind === 'refused') expect(fresh.calls).toEqual([]);
      }),
    );
  });

  it('refuses a note that is not valid without a call', async () => {
    const api = new InMemoryOrdersApi([anOrder()]);
    const outcome = await new OrderActions(api).cancel(anOrder(), ' ');
    expect(outcome).toEqual({ kind: 'refused', reason: 'invalid-note', message: CANCEL_NOTE_REQUIRED_TEXT });
    expect(api.calls).toEqual([]);
  });

  it('never sends the same order\'s action twice at once', async () => {
    const api = new InMemoryOrdersApi([anOrder({ status: 'shipped' })]);
    const actions = new OrderActions(api);
    const first = actions.complete(anOrder({ status: 'shipped' }));
    expect(actions.busyWith(anOrder().orderNumber)).toBe('complete');
    const second = await actions.complete(anOrder({ status: 'shipped' }));
    expect(second).toMatchObject({ kind: 'refused', reason: 'busy' });
    expect((await first).kind).toBe('done');
    expect(actions.busyWith(anOrder().orderNumber)).toBeNull();
    expect(api.calls).toEqual(['POST more/transaction/order/complete/{id}']);
  });

  it('a refusal of the server is shown with the server\'s message, and the order stays as it was', async () => {
    const api = new InMemoryOrdersApi([anOrder({ status: 'processing' })]);
    api.failWith = new StoreFailure('rejected', 'POST more/transaction/order/cancel/{id}', 'Pesanan sudah dikemas', { status: 422, serverMessage: 'Pesanan sudah dikemas' });
    const actions = new OrderActions(api);
    const changed: OrderDetail[] = [];
    actions.changed$.subscribe((order) => changed.push(order));
    const outcome = await actions.cancel(anOrder({ status: 'processing' }), 'Salah alamat');
    expect(outcome).toMatchObject({ kind: 'failed', message: 'Pesanan sudah dikemas' });
    expect(changed).toEqual([]);
  });
});
