import { dateTimeAt, datedText } from '../shared/dated-text';
import fc from 'fast-check';
import { Subject, VirtualTimeScheduler, filter, firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { InMemoryOrdersApi, anOrder } from '../orders/fakes';
import type { OrderSummary } from '../orders/order';
import { orderStatuses } from '../orders/order-status';
import { StoreFailure } from '../shared/failure';
import {
  PAYMENT_DEADLINE_PASSED_TEXT,
  PendingPayments,
  type PaymentDeadline,
  paymentDeadline$,
  pendingPaymentsHref,
  pendingPaymentsPageOf,
} from './pending-payments';

/**
 * Issue 20: "/profile/pay: the orders still waiting for payment, each with its
 * payment method, amount, deadline (a countdown from core's scheduler) and how
 * to pay (virtual account with "Salin"), the same facts as
 * /checkout/information/{ordersn}".
 */

const settled = (payments: PendingPayments) =>
  firstValueFrom(payments.state$.pipe(filter((state) => state.status === 'ready' || state.status === 'failed')));

/** 14 orders a day apart in every state; those awaiting payment have a deadline a day after they were made. */
const orders = () =>
  Array.from({ length: 14 }, (_, index) => {
    const createdAt = Date.UTC(2026, 10, index + 1, 3);
    const status = index < 12 ? 'awaiting-payment' : orderStatuses[index % orderStatuses.length]!;
    return anOrder({
      orderNumber: `MORE-202611${String(index + 1).padStart(2, '0')}-0001`,
      billNumber: `INV-202611${String(index + 1).padStart(2, '0')}-0001`,
      createdAt,
      status,
      payBefore: status === 'awaiting-payment' ? createdAt + 86_400_000 : null,
    });
  });

describe('PendingPayments', () => {
  it('lists only the orders awaiting payment, newest first, 10 a page, each with its method, virtual account, amount and deadline', async () => {
    const payments = new PendingPayments(new InMemoryOrdersApi(orders()));
    payments.show(1);
    const state = await settled(payments);
    if (state.status !== 'ready') throw new Error(`not ready: ${state.status}`);
    expect(state.value.totalPages).toBe(2);
    expect(state.value.payments).toHaveLength(10);
    expect(state.value.payments.every((payment) => payment.order.status === 'awaiting-payment')).toBe(true);
    const newest = state.value.payments[0]!;
    expect(newest.order.orderNumber).toBe('MORE-20261112-0001');
    expect(newest.payment).toMatchObject({ paymentName: 'BCA Virtual Account', virtualAccount: '1234500081234567', grandTotalText: 'Rp1.704.000' });
    expect(newest.payBefore).toBe(Date.UTC(2026, 10, 13, 3));
    expect(newest.payment.payBeforeText).toEqual(datedText('Bayar sebelum ', dateTimeAt(Date.UTC(2026, 10, 13, 3, 0)), ' WIB'));
    payments.show(2);
    const second = await settled(payments);
    expect(second.status === 'ready' && second.value.payments.map((payment) => payment.order.orderNumber)).toEqual(['MORE-20261102-0001', 'MORE-20261101-0001']);
  });

  it('fails as a whole with the call named, and asks again on reload', async () => {
    const api = new InMemoryOrdersApi(orders());
    api.failWith = new StoreFailure('network', 'GET more/transaction/order', 'offline');
    const payments = new PendingPayments(api);
    payments.show(1);
    const failed = await settled(payments);
    expect(failed.status === 'failed' && failed.failure.kind).toBe('network');
    payments.reload();
    expect((await settled(payments)).status).toBe('ready');
  });

  it('drops an order cancelled from the page at once, and keeps one whose change leaves it waiting', async () => {
    const changes = new Subject<OrderSummary>();
    const payments = new PendingPayments(new InMemoryOrdersApi(orders()), changes);
    payments.show(1);
    await settled(payments);
    const first = anOrder({ orderNumber: 'MORE-20261112-0001' });
    changes.next(first);
    expect(payments.current.status === 'ready' && payments.current.value.payments).toHaveLength(10);
    changes.next({ ...first, status: 'cancelled' });
    const state = payments.current;
    expect(state.status === 'ready' && state.value.payments.map((payment) => payment.order.orderNumber)).not.toContain('MORE-20261112-0001');
    expect(state.status === 'ready' && state.value.payments).toHaveLength(9);
  });

  it('forgets everything on leaving and at logout', async () => {
    const payments = new PendingPayments(new InMemoryOrdersApi(orders()));
    payments.show(1);
    await settled(payments);
    payments.clearOnLogout();
    expect(payments.current.status).toBe('idle');
  });
});

describe('the address of /profile/pay', () => {
  it('PROPERTY: a page read back from its address is that page; page 1 has the bare path', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), (page) => {
        expect(pendingPaymentsPageOf(pendingPaymentsHref(page).split('?')[1] ?? '')).toBe(page);
      }),
    );
    expect(pendingPaymentsHref(1)).toBe('/profile/pay');
    expect(pendingPaymentsPageOf('page=0')).toBe(1);
    expect(pendingPaymentsPageOf('page=abc')).toBe(1);
  });
});

describe('paymentDeadline$: the countdown to a payment deadline, from the scheduler', () => {
  const run = (startMs: number, payBefore: number | null, untilMs: number) => {
    const clock = new VirtualTimeScheduler();
    clock.frame = startMs;
    const seen: PaymentDeadline[] = [];
    let completed = false;
    paymentDeadline$(clock, payBefore).subscribe({ next: (deadline) => seen.push(deadline), complete: () => (completed = true) });
    clock.maxFrames = untilMs;
    clock.flush();
    return { seen, completed, timersLeft: clock.actions.length };
  };
  const T0 = Date.UTC(2026, 10, 26, 3, 0, 0);

  it('counts down every whole second, hours beyond a day not wrapped', () => {
    const { seen } = run(T0, T0 + 26 * 3_600_000 + 5_000, T0 + 2_000);
    expect(seen.map((deadline) => deadline.left)).toEqual(['26:00:05', '26:00:04', '26:00:03']);
  });

  it('reaches 00:00:00 as passed, then keeps no timer', () => {
    const { seen, completed, timersLeft } = run(T0 + 500, T0 + 2_000, T0 + 60_000);
    expect(seen).toEqual([
      { left: '00:00:02', passed: false },
      { left: '00:00:01', passed: false },
      { left: '00:00:00', passed: true },
    ]);
    expect(completed).toBe(true);
    expect(timersLeft).toBe(0);
    expect(PAYMENT_DEADLINE_PASSED_TEXT).toBe('Batas waktu pembayaran telah lewat');
  });

  it('emits nothing without a deadline', () => {
    const { seen, completed } = run(T0, null, T0 + 5_000);
    expect(seen).toEqual([]);
    expect(completed).toBe(true);
  });

  it('PROPERTY: never reads a time left once the deadline has passed, and always says passed at the end', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: -5_000, max: 20_000 }), (start, offset) => {
        const { seen } = run(T0 + start, T0 + start + offset, T0 + start + 30_000);
        expect(seen.at(-1)?.passed).toBe(true);
        expect(seen.filter((deadline) => deadline.passed).every((deadline) => deadline.left === '00:00:00')).toBe(true);
      }),
    );
  });
});
