import type { Database } from '../db/database';
import type { ShipmentRecord } from '../db/shipment';
import { DEMO_CUSTOMER } from './account';
import { DEMO_ADDRESSES } from './address-book';
import type { SeedContext } from './context';
import { DEMO_ORDERS, DEMO_SHIPPED_WAYBILL } from './shared-ids';
import { wibUnixSeconds } from '../handlers/store-time';

/** The shipment service's id of the demo customer's shipped order. */
export const DEMO_SHIPMENT_ID = 'SHP-20261116-0042';

/**
 * An order of the demo customer on its way with JNE from the store's Gresik
 * warehouse to the home in Surabaya: handed over, scanned, not yet delivered.
 * Its times follow the demo order's date (15 November 2026), whatever the
 * clock. The seed holds one for DEMO_ORDERS.shipped; provider states make it
 * anew for the order, waybill and phone their interaction names.
 */
export const shipmentOnItsWay = (
  db: Database,
  { shipmentId, orderNumber, waybill, phone }: { shipmentId: string; orderNumber: string; waybill: string; phone: string },
): ShipmentRecord => {
  const products = db.products.all().sort((a, b) => a.id - b.id);
  const sofa = products.find((p) => p.name.startsWith('Sofa')) ?? products[0];
  const table = products.find((p) => p.name.startsWith('Meja')) ?? products[1];
  const items = [sofa, table]
    .filter((product) => product !== undefined)
    .map((product, index) => {
      const variant = product.variants[0]!;
      return {
        sku: `MORE-${product.id}-${variant.id}`,
        name: product.name,
        variant: `${variant.name}, ${variant.colour.name}`,
        quantity: index === 0 ? 1 : 2,
        productId: product.id,
      };
    });
  const home = DEMO_ADDRESSES.home;
  const wib = (day: number, hour: number, minute: number) => wibUnixSeconds(2026, 11, day, hour, minute);

  return {
    shipmentId,
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
      name: DEMO_CUSTOMER.name,
      phone,
      email: DEMO_CUSTOMER.email,
      address: `${home.address}, Airlangga, Gubeng, KOTA SURABAYA, JAWA TIMUR ${home.postalCode}`,
      city: 'KOTA SURABAYA',
    },
    items,
    scans: [
      { time: wib(16, 9, 5), description: 'Paket diterima kurir JNE dari gudang MORE', location: 'GRESIK' },
      { time: wib(16, 14, 40), description: 'Paket diproses di pusat sortir', location: 'GRESIK' },
      { time: wib(16, 22, 15), description: 'Paket dikirim ke kota tujuan', location: 'GRESIK' },
      { time: wib(17, 6, 30), description: 'Paket tiba di gudang transit', location: 'SURABAYA' },
    ],
    steps: [
      { code: 'ordered', label: 'Pesanan dibuat', time: wib(15, 10, 12) },
      { code: 'paid', label: 'Pembayaran diterima', time: wib(15, 10, 20) },
      { code: 'packed', label: 'Pesanan dikemas', time: wib(15, 16, 0) },
      { code: 'shipped', label: 'Pesanan dikirim', time: wib(16, 9, 5) },
      { code: 'delivered', label: 'Pesanan diterima', time: null },
    ],
  };
};

/** Seeds the shipment service: the demo customer's shipped order (DEMO_ORDERS.shipped, waybill DEMO_SHIPPED_WAYBILL). */
export const seedShipment = async (db: Database, _seed: SeedContext): Promise<void> => {
  await db.shipments.create(
    shipmentOnItsWay(db, { shipmentId: DEMO_SHIPMENT_ID, orderNumber: DEMO_ORDERS.shipped.ordersn, waybill: DEMO_SHIPPED_WAYBILL, phone: DEMO_CUSTOMER.phone }),
  );
};
