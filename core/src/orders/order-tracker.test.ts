import { firstValueFrom, filter } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { StoreFailure } from '../shared/failure';
import { InMemoryOrdersApi, anOrder } from './fakes';
import { OrderTracker, trackingTimeline } from './order-tracker';
import { ORDER_TRACKING_FAILED_MESSAGE, orderTrackingFailureMessage } from './order-tracking';

const settled = (tracker: OrderTracker) => firstValueFrom(tracker.state$.pipe(filter((state) => state.status === 'ready' || state.status === 'failed')));

describe('OrderTracker', () => {
  it('tracks a shipped order: the store\'s steps in order, the courier\'s scans newest first, dates in DD MMMM YYYY HH:mm', async () => {
    const shipped = anOrder({ status: 'shipped', shipping: { ...anOrder().shipping, waybill: 'JT0012345678' } });
    const tracker = new OrderTracker(new InMemoryOrdersApi([shipped]));
    tracker.track(shipped.orderNumber);
    const state = await settled(tracker);
    if (state.status !== 'ready') throw new Error('not ready');
    const timeline = trackingTimeline({
      ...state.value,
      waybillEvents: [
        { at: Date.UTC(2026, 10, 20, 1), description: 'Paket diterima kurir', location: 'SURABAYA' },
        { at: Date.UTC(2026, 10, 21, 1), description: 'Paket dalam perjalanan', location: 'SIDOARJO' },
      ],
    });
    expect(timeline.courierText).toBe('JNE Trucking (JTR)');
    expect(timeline.waybill).toBe('JT0012345678');
    expect(timeline.steps.map((step) => [step.text, step.done])).toEqual([
      ['Pesanan Dibuat', true],
      ['Pesanan Dikirim', true],
    ]);
    expect(timeline.scans.map((scan) => scan.text)).toEqual(['Paket dalam perjalanan', 'Paket diterima kurir']);
    expect(timeline.scans[0]!.at).toBe(Date.UTC(2026, 10, 21, 1, 0));
  });

  it('a failure shows the server\'s message, or "Failed to get tracking data" (document 2 §8)', async () => {
    const tracker = new OrderTracker(new InMemoryOrdersApi([anOrder()]));
    tracker.track(anOrder().orderNumber);
    const state = await settled(tracker);
    expect(state.status === 'failed' && orderTrackingFailureMessage(state.failure)).toBe('Belum ada data pengiriman untuk pesanan ini');
    const silent = new StoreFailure('server', 'POST more/transaction/order/tracking', 'down', { status: 500 });
    expect(orderTrackingFailureMessage(silent)).toBe(ORDER_TRACKING_FAILED_MESSAGE);
  });

  it('closing drops an answer on its way', async () => {
    const tracker = new OrderTracker(new InMemoryOrdersApi([anOrder({ status: 'processing' })]));
    tracker.track(anOrder().orderNumber);
    tracker.close();
    await Promise.resolve();
    expect(tracker.current.status).toBe('idle');
    expect(tracker.orderNumber).toBeNull();
  });
});
