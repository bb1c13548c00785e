import type { OrderRecord } from '../../db/orders';

const HOUR = 3600;
const DAY = 24 * HOUR;

/** Where every parcel starts: the store's warehouse. */
export const WAREHOUSE_CITY = 'KABUPATEN GRESIK';

type TrackingEvent = OrderRecord['trackingEvents'][number];

/** The last day of a courier's estimate ("2-4 hari" → 4, "1 hari" → 1, "Hari ini" → 0); three days when it gave none. */
export const estimateDays = (estimate: string | null): number => {
  if (estimate === null) return 3;
  const numbers = estimate.match(/\d+/g);
  return numbers ? Number(numbers[numbers.length - 1]) : 0;
};

/**
 * The courier's last scan: the recipient by first name, as couriers write it. The public tracking
 * page (a number alone) shows the scans, and promises no more of the customer than a first name.
 */
export const handOverScan = (recipient: string): string => `Paket diterima oleh ${recipient.trim().split(/\s+/)[0] ?? recipient}`;

export interface CourierJourney {
  /** When the courier hands the parcel over: the arrival it estimated, kept. */
  readonly deliveredAt: number;
  /** Every scan of the journey, oldest first, the future ones included: answers show those the clock has reached. */
  readonly events: TrackingEvent[];
}

/**
 * A parcel's journey from the warehouse to the recipient, planned when it is shipped from the
 * courier's own estimate (the order's `shipping.estimate`): the order's tracking and the shipment
 * service both read it, so they never tell two stories.
 */
export const courierJourney = (input: {
  readonly shippedAt: number;
  readonly courier: string;
  readonly estimate: string | null;
  readonly recipient: string;
  readonly cityName: string;
}): CourierJourney => {
  const deliveredAt = input.shippedAt + estimateDays(input.estimate) * DAY + 4 * HOUR;
  const departed = input.shippedAt + HOUR;
  // Arrival in the city the evening before delivery, or shortly after departure for a same-day parcel.
  const arrived = Math.max(departed + HOUR, deliveredAt - 14 * HOUR);
  return {
    deliveredAt,
    events: [
      { at: input.shippedAt, description: `Paket diterima di gudang ${input.courier}`, location: WAREHOUSE_CITY },
      { at: departed, description: 'Paket diberangkatkan dari Gresik', location: WAREHOUSE_CITY },
      { at: arrived, description: 'Paket tiba di kota tujuan', location: input.cityName },
      { at: deliveredAt - 3 * HOUR, description: 'Paket dibawa kurir menuju alamat penerima', location: input.cityName },
      { at: deliveredAt, description: handOverScan(input.recipient), location: input.cityName },
    ],
  };
};

/** The order's journey as planned when it was shipped. */
export const journeyOfOrder = (order: Pick<OrderRecord, 'shippedAt' | 'shipping' | 'address'>): CourierJourney | null =>
  order.shippedAt === null
    ? null
    : courierJourney({ shippedAt: order.shippedAt, courier: order.shipping.courier, estimate: order.shipping.estimate, recipient: order.address.recipient, cityName: order.address.cityName });

/** The scans the clock has reached, oldest first. */
export const scansSoFar = (order: Pick<OrderRecord, 'trackingEvents'>, now: number): TrackingEvent[] =>
  order.trackingEvents.filter((event) => event.at <= now).sort((a, b) => a.at - b.at);

/** Whether the courier has handed the parcel over by `now` (its last planned scan), or the customer said so. */
export const isDelivered = (order: Pick<OrderRecord, 'trackingEvents' | 'completedAt' | 'status'>, now: number): boolean =>
  order.status === 'completed' || (order.trackingEvents.length > 0 && order.trackingEvents.every((event) => event.at <= now));
