import type { TrackedShipment } from './tracked-shipment';

/** The demo customer's shipped order on its way from the Gresik warehouse to Surabaya. */
export const aTrackedShipment = (overrides: Partial<TrackedShipment> = {}): TrackedShipment => ({
  shipmentId: 'MORE-20261115-0042',
  orderNumber: 'MORE-20261115-0042',
  waybill: 'JNE0042115112026',
  courier: 'JNE',
  service: 'REG',
  status: 'in_transit',
  statusText: 'Dalam perjalanan',
  shippedAt: Date.UTC(2026, 10, 16, 2, 0),
  estimatedArrival: Date.UTC(2026, 10, 19, 10, 0),
  origin: 'KABUPATEN GRESIK',
  destination: 'KOTA SURABAYA',
  items: [{ sku: 'MORE-SOFA-3S', name: 'Sofa Aruna 3 Seater', variant: 'Abu-abu', quantity: 1, imageUrl: null }],
  events: [{ time: Date.UTC(2026, 10, 16, 2, 0), description: 'Paket diterima kurir', location: 'Gresik' }],
  steps: [
    { code: 'ordered', label: 'Pesanan dibuat', done: true, time: Date.UTC(2026, 10, 15, 3, 0) },
    { code: 'delivered', label: 'Pesanan diterima', done: false, time: null },
  ],
  customer: { name: 'Sinta Wulandari', phone: '0812****7890', address: 'Jl. Airlangga No. 27, Gubeng', city: 'KOTA SURABAYA' },
  ...overrides,
});
