import { describe, expect, it } from 'vitest';
import { StoreFailure } from '../shared/failure';
import { aTrackedShipment, InMemoryShipmentDesk } from './fakes';
import { ShipmentTracking } from './shipment-tracking';

/** Lets the answers already given arrive (the fake answers at once). */
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('ShipmentTracking (/omnitracking/{sn?})', () => {
  it('opens a shipment by its number, the customer masked for a guest', async () => {
    const desk = new InMemoryShipmentDesk();
    const tracking = new ShipmentTracking(desk);
    const seen: string[] = [];
    tracking.state$.subscribe((state) => seen.push(state.shipment.status));
    const settled = await tracking.open('JNE0042115112026');
    expect(settled.status).toBe('ready');
    expect(tracking.current.shipmentNumber).toBe('JNE0042115112026');
    expect(tracking.current.shipment).toMatchObject({ status: 'ready', value: { customer: { disclosure: 'masked', firstName: 'Sinta' } } });
    expect(seen).toEqual(['idle', 'loading', 'ready']);
  });

  it('asks once for the number it shows or is fetching', async () => {
    const desk = new InMemoryShipmentDesk();
    const tracking = new ShipmentTracking(desk);
    await Promise.all([tracking.open('MORE-20261115-0042'), tracking.open('MORE-20261115-0042')]);
    await tracking.open('MORE-20261115-0042');
    expect(desk.asked).toEqual(['track MORE-20261115-0042']);
  });

  it('a lookup shows the customer in full and keeps them when the page moves to its number', async () => {
    const desk = new InMemoryShipmentDesk();
    const tracking = new ShipmentTracking(desk);
    expect(await tracking.lookup({ orderNumber: ' more-20261115-0042', phone: '+62 812 3456 7890' })).toEqual({ ok: true, shipmentNumber: 'MORE-20261115-0042' });
    expect(desk.asked).toEqual(['lookup MORE-20261115-0042 081234567890']);
    await tracking.open('MORE-20261115-0042');
    expect(desk.asked).toHaveLength(1);
    expect(tracking.current.shipment).toMatchObject({ status: 'ready', value: { customer: { disclosure: 'full', name: 'Sinta Wulandari' } } });
  });

  it('a lookup with the wrong phone fails with "Failed to get customer data" and shows nothing', async () => {
    const tracking = new ShipmentTracking(new InMemoryShipmentDesk());
    const outcome = await tracking.lookup({ orderNumber: 'MORE-20261115-0042', phone: '081111111111' });
    expect(outcome).toMatchObject({ ok: false, failure: { kind: 'not-found', message: 'Failed to get customer data' } });
    expect(tracking.current.shipment.status).toBe('idle');
  });

  it('shows the owner the customer in full after asking again, and a stranger stays masked', async () => {
    const desk = new InMemoryShipmentDesk();
    const tracking = new ShipmentTracking(desk);
    await tracking.open('MORE-20261115-0042');
    await tracking.revealForOwner();
    expect(tracking.current.shipment).toMatchObject({ value: { customer: { disclosure: 'masked' } } });
    desk.ownedOrders = ['MORE-20261115-0042'];
    await tracking.revealForOwner();
    expect(tracking.current.shipment).toMatchObject({ value: { customer: { disclosure: 'full', address: 'Jl. Airlangga No. 27, Gubeng' } } });
    // Nothing more to reveal: no third request.
    await tracking.revealForOwner();
    expect(desk.asked).toHaveLength(3);
  });

  it('a failed reveal leaves the tracking shown', async () => {
    const desk = new InMemoryShipmentDesk();
    const tracking = new ShipmentTracking(desk);
    await tracking.open('MORE-20261115-0042');
    desk.trackingFailure = new StoreFailure('network', 'x', 'Failed to get tracking data');
    await tracking.revealForOwner();
    expect(tracking.current.shipment.status).toBe('ready');
  });

  it('fails with the service\'s message, and "Coba Lagi" asks again', async () => {
    const desk = new InMemoryShipmentDesk();
    desk.trackingFailure = new StoreFailure('server', 'x', 'Layanan sedang gangguan', { status: 502, serverMessage: 'Layanan sedang gangguan' });
    const tracking = new ShipmentTracking(desk);
    expect(await tracking.open('MORE-20261115-0042')).toMatchObject({ status: 'failed', failure: { message: 'Layanan sedang gangguan' } });
    desk.trackingFailure = null;
    tracking.retry();
    await settle();
    expect(tracking.current.shipment.status).toBe('ready');
  });

  it('an unknown number fails as not found', async () => {
    const tracking = new ShipmentTracking(new InMemoryShipmentDesk());
    expect(await tracking.open('MORE-20200101-0001')).toMatchObject({ status: 'failed', failure: { kind: 'not-found' } });
  });

  it('drops the answer of an older request', async () => {
    const desk = new InMemoryShipmentDesk([aTrackedShipment(), aTrackedShipment({ shipmentId: 'SHP-2', orderNumber: 'MORE-20261116-0001', waybill: null })]);
    const tracking = new ShipmentTracking(desk);
    desk.hold();
    const first = tracking.open('MORE-20261115-0042');
    const second = tracking.open('MORE-20261116-0001');
    desk.release();
    await Promise.all([first, second]);
    expect(tracking.current).toMatchObject({ shipmentNumber: 'MORE-20261116-0001', shipment: { value: { orderNumber: 'MORE-20261116-0001' } } });
  });

  it('forgets the customer at logout', async () => {
    const desk = new InMemoryShipmentDesk();
    desk.ownedOrders = ['MORE-20261115-0042'];
    const tracking = new ShipmentTracking(desk);
    await tracking.open('MORE-20261115-0042');
    tracking.clearOnLogout();
    expect(tracking.current).toEqual({ shipmentNumber: null, shipment: { status: 'idle' } });
    expect(JSON.stringify(tracking.current)).not.toContain('Wulandari');
  });
});
