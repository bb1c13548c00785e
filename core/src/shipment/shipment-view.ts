import { type StoreTime, dateTimeAt } from '../shared/dated-text';
import type { StoreFailure } from '../shared/failure';
import type { TrackingEntry, TrackingTimeline } from '../orders/order-tracker';
import type { ShipmentCustomerView, ShipmentView } from './shipment-disclosure';
import { CUSTOMER_LOOKUP_FAILED_MESSAGE, trackingFailureMessage } from './tracked-shipment';

/** The page's title for the shipment of an order. */
export const shipmentPageTitle = (view: Pick<ShipmentView, 'orderNumber'>): string => `Lacak Pengiriman ${view.orderNumber}`;

/**
 * The shipment as the order page's tracking shows an order's (the same
 * timeline): the courier, the waybill, the store's steps in order and the
 * courier's scans newest first.
 */
export const shipmentTimeline = (view: Pick<ShipmentView, 'courier' | 'service' | 'waybill' | 'steps' | 'events'>): TrackingTimeline => ({
  courierText: [view.courier, view.service].filter((part) => part.trim() !== '').join(' '),
  waybill: view.waybill,
  steps: view.steps.map(
    (step): TrackingEntry => ({ text: step.label, detail: null, at: step.time, done: step.done }),
  ),
  scans: [...view.events]
    .sort((a, b) => b.time - a.time)
    .map((event): TrackingEntry => ({ text: event.description, detail: event.location.trim() || null, at: event.time, done: true })),
});

/** A fact of the general information: a label and its value, or "-" when the service has none yet. */
export interface ShipmentFact {
  readonly label: string;
  readonly value: string | StoreTime;
}

const orDash = (value: string | null): string => (value === null || value.trim() === '' ? '-' : value);
const timeOrDash = (time: number | null): string | StoreTime => (time === null ? '-' : dateTimeAt(time));

/** general_information as the page lists it. */
export const shipmentFacts = (view: ShipmentView): readonly ShipmentFact[] => [
  { label: 'No. Pesanan', value: view.orderNumber },
  { label: 'No. Pengiriman', value: view.shipmentId },
  { label: 'Kurir', value: orDash(shipmentTimeline(view).courierText) },
  { label: 'No. Resi', value: view.waybill ?? 'Belum ada' },
  { label: 'Dikirim', value: timeOrDash(view.shippedAt) },
  { label: 'Perkiraan Tiba', value: timeOrDash(view.estimatedArrival) },
  { label: 'Dari', value: orDash(view.origin) },
  { label: 'Tujuan', value: orDash(view.destination) },
];

/** customer_info as the page shows it: what disclosure allows, and a word on why the rest is hidden. */
export interface ShipmentCustomerLines {
  readonly name: string;
  readonly lines: readonly ShipmentFact[];
  /** Said under a masked customer: how to see the rest. */
  readonly note: string | null;
}

export const MASKED_CUSTOMER_NOTE =
  'Untuk melindungi data pelanggan, nama lengkap dan alamat hanya ditampilkan kepada pemilik pesanan. Masuk ke akun Anda, atau cari dengan nomor pesanan dan nomor HP.';

export const shipmentCustomerLines = (customer: ShipmentCustomerView): ShipmentCustomerLines =>
  customer.disclosure === 'full'
    ? {
        name: customer.name,
        lines: [
          { label: 'No. HP', value: orDash(customer.phone) },
          { label: 'Alamat', value: orDash(customer.address) },
          { label: 'Kota', value: orDash(customer.city) },
        ],
        note: null,
      }
    : { name: customer.firstName, lines: [{ label: 'Kota', value: orDash(customer.city) }], note: MASKED_CUSTOMER_NOTE };

/** Document 2 §8: "Tracking failure: server message or 'Failed to get tracking data'", whatever the failure. */
export const shipmentTrackingFailureMessage = (failure: StoreFailure): string => trackingFailureMessage(failure.details.serverMessage);

/** Document 2 §8: "Customer lookup failure: 'Failed to get customer data'" (the storefront's server says which, when it is the tracking after the lookup that failed). */
export const shipmentLookupFailureMessage = (failure: StoreFailure): string => failure.details.serverMessage?.trim() || CUSTOMER_LOOKUP_FAILED_MESSAGE;

/** Said, in Indonesian, under the §8 message. */
export const SHIPMENT_TRACKING_FAILED_HINT = 'Data pengiriman belum dapat ditampilkan. Silakan coba lagi beberapa saat lagi.';
export const SHIPMENT_LOOKUP_FAILED_HINT = 'Pastikan nomor pesanan dan nomor HP sama dengan yang tercatat pada pesanan Anda.';

/** An unknown number (the service answered not found). */
export const SHIPMENT_NOT_FOUND_TITLE = 'Pengiriman tidak ditemukan';
export const shipmentNotFoundText = (shipmentNumber: string): string =>
  `Tidak ada pengiriman dengan nomor ${shipmentNumber}. Periksa kembali nomornya, atau cari dengan nomor pesanan dan nomor HP di bawah ini.`;

/** True when the failure means the number names no shipment (not a failure of the service). */
export const isUnknownShipment = (failure: StoreFailure): boolean => failure.kind === 'not-found';
