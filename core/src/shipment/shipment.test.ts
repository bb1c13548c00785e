import { describe, expect, it } from 'vitest';
import { aTrackedShipment, InMemoryShipmentService } from './fakes';
import { CUSTOMER_LOOKUP_FAILED_MESSAGE, currentStep, TRACKING_FAILED_MESSAGE, trackingFailureMessage } from './tracked-shipment';

describe('shipment tracking failures (document 2 §8)', () => {
  it('"Tracking failure: server message or \'Failed to get tracking data\'"', () => {
    expect(trackingFailureMessage('Nomor resi tidak ditemukan')).toBe('Nomor resi tidak ditemukan');
    expect(trackingFailureMessage('  ')).toBe(TRACKING_FAILED_MESSAGE);
    expect(trackingFailureMessage(undefined)).toBe('Failed to get tracking data');
    expect(CUSTOMER_LOOKUP_FAILED_MESSAGE).toBe('Failed to get customer data');
  });

  it('names the step the shipment is at', () => {
    expect(currentStep(aTrackedShipment())?.code).toBe('delivered');
    expect(currentStep({ steps: [] })).toBeNull();
  });
});

describe('InMemoryShipmentService', () => {
  const customer = {
    name: 'Sinta Wulandari',
    phone: '0812****7890',
    email: 'pe****@more.test',
    city: 'KOTA SURABAYA',
    orderNumber: 'MORE-20261115-0042',
    shipmentId: 'MORE-20261115-0042',
  };
  const service = () => new InMemoryShipmentService([aTrackedShipment()], [{ ...customer, fullPhone: '081234567890' }]);

  it('tracks by order number or waybill, and finds the customer by phone and order number', async () => {
    const shipments = service();
    expect((await shipments.track('JNE0042115112026')).orderNumber).toBe('MORE-20261115-0042');
    expect((await shipments.track('MORE-20261115-0042')).waybill).toBe('JNE0042115112026');
    expect(await shipments.findCustomer('081234567890', 'MORE-20261115-0042')).toEqual(customer);
    expect(shipments.asked).toHaveLength(3);
  });

  it('fails with the messages the shopper reads', async () => {
    const shipments = service();
    await expect(shipments.track('TIDAK-ADA')).rejects.toMatchObject({ kind: 'not-found', message: 'Failed to get tracking data' });
    shipments.trackingFailure = { serverMessage: 'Layanan sedang gangguan' };
    await expect(shipments.track('MORE-20261115-0042')).rejects.toMatchObject({ message: 'Layanan sedang gangguan' });
    await expect(shipments.findCustomer('080000000000', 'MORE-20261115-0042')).rejects.toMatchObject({ message: 'Failed to get customer data' });
  });
});
