import { describe, expect, it } from 'vitest';
import { StoreFailure } from '../shared/failure';
import { ORDER_STATUS_LABELS, canCancelOrder, canCompleteOrder, canTrackOrder, orderActions, orderStatusLabel, orderStatuses } from './order-status';
import { ORDER_TRACKING_FAILED_MESSAGE, orderTrackingFailureMessage } from './order-tracking';

describe('order status rules', () => {
  it('lets an order be cancelled only before it ships', () => {
    expect(orderStatuses.filter(canCancelOrder)).toEqual(['awaiting-payment', 'processing']);
  });

  it('lets only a shipped order be completed', () => {
    expect(orderStatuses.filter(canCompleteOrder)).toEqual(['shipped']);
  });

  it('has something to track once paid, unless cancelled', () => {
    expect(orderStatuses.filter(canTrackOrder)).toEqual(['processing', 'shipped', 'completed']);
  });

  it('offers the buttons of each status', () => {
    expect(orderActions('awaiting-payment')).toEqual({ pay: true, cancel: true, complete: false, track: false, buyAgain: false });
    expect(orderActions('shipped')).toEqual({ pay: false, cancel: false, complete: true, track: true, buyAgain: false });
    expect(orderActions('cancelled')).toEqual({ pay: false, cancel: false, complete: false, track: false, buyAgain: true });
  });

  it('names every status in Indonesian', () => {
    expect(orderStatuses.map(orderStatusLabel)).toEqual(['Menunggu Pembayaran', 'Diproses', 'Dikirim', 'Selesai', 'Dibatalkan']);
    expect(Object.keys(ORDER_STATUS_LABELS)).toEqual([...orderStatuses]);
  });
});

describe('tracking failure (document 2 §8: "server message or \'Failed to get tracking data\'")', () => {
  const call = 'POST more/transaction/order/tracking';
  it('shows the server\'s message when it sent one', () => {
    expect(orderTrackingFailureMessage(new StoreFailure('rejected', call, 'x', { serverMessage: ' Resi belum tersedia ' }))).toBe('Resi belum tersedia');
  });

  it('falls back to the fixed text otherwise', () => {
    expect(orderTrackingFailureMessage(new StoreFailure('network', call, 'Failed to fetch'))).toBe('Failed to get tracking data');
    expect(orderTrackingFailureMessage(new StoreFailure('rejected', call, 'x', { serverMessage: '  ' }))).toBe(ORDER_TRACKING_FAILED_MESSAGE);
  });
});
