import type { MockApi } from '@more/mock-server';
import type { ProviderStates } from '../provider/provider-state';

const text = (value: unknown, name: string): string => {
  if (typeof value !== 'string' || value === '') throw new Error(`the state needs ${name}`);
  return value;
};

const WIB = 7 * 3600;
const wib = (day: number, hour: number, minute: number) => Date.UTC(2026, 10, day, hour, minute) / 1000 - WIB;

/**
 * Order `orderNumber` of the demo customer (phone `phone`) on its way with JNE
 * under waybill `waybill`: handed over, scanned, not yet delivered. The seed
 * holds exactly this for DEMO_ORDERS.shipped; a state run on another mock
 * makes it anew.
 */
const givenShippedOrder = async (api: MockApi, orderNumber: string, waybill: string, phone: string): Promise<void> => {
  const existing = api.db.shipments.findFirst((q) => q.where({ orderNumber }));
  if (existing && existing.waybill === waybill && existing.customer.phone === phone) return;
  api.db.shipments.deleteMany((q) => q.where({ orderNumber }));
  const product = api.db.products.all()[0];
  await api.db.shipments.create({
    shipmentId: `SHP-${orderNumber}`,
    orderNumber,
    waybill,
    courier: 'JNE',
    courierService: 'REG',
    status: 'in_transit',
    statusText: 'Dalam perjalanan',
    shippedAt: wib(16, 9, 5),
    estimatedArrival: wib(18, 17, 0),
    origin: 'KABUPATEN GRESIK',
    destination: 'KOTA SURABAYA',
    customer: {
      name: 'Sinta Wulandari',
      phone,
      email: 'pembeli@more.test',
      address: 'Jl. Airlangga No. 27, RT 02/RW 04, Airlangga, Gubeng, KOTA SURABAYA, JAWA TIMUR 60286',
      city: 'KOTA SURABAYA',
    },
    items: [{ sku: 'MORE-1-1', name: product?.name ?? 'Sofa Aruna 3 Seater', variant: '3 Seater, Abu-abu', quantity: 1, productId: product?.id ?? null }],
    scans: [
      { time: wib(16, 9, 5), description: 'Paket diterima kurir JNE dari gudang MORE', location: 'GRESIK' },
      { time: wib(17, 6, 30), description: 'Paket tiba di gudang transit', location: 'SURABAYA' },
    ],
    steps: [
      { code: 'ordered', label: 'Pesanan dibuat', time: wib(15, 10, 12) },
      { code: 'shipped', label: 'Pesanan dikirim', time: wib(16, 9, 5) },
      { code: 'delivered', label: 'Pesanan diterima', time: null },
    ],
  });
};

/** Provider states the shipment-service interactions name. */
export const shipmentStates: ProviderStates = {
  /** Order `orderNumber` of the demo customer (phone `phone`) is shipped with waybill `waybill`; the service has its journey. */
  'an order of the demo customer is on its way': (api, params) =>
    givenShippedOrder(api, text(params.orderNumber, 'orderNumber'), text(params.waybill, 'waybill'), text(params.phone, 'phone')),
  /** The service knows no shipment for order `id`. */
  'no shipment has the id': (api, params) => {
    const id = text(params.id, 'id');
    api.db.shipments.deleteMany((q) => q.where((s) => s.shipmentId === id || s.orderNumber === id || s.waybill === id));
  },
};
