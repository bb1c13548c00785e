import { dateTimeAt } from '../shared/dated-text';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StoreFailure } from '../shared/failure';
import { aTrackedShipment } from './fakes';
import { discloseShipment } from './shipment-disclosure';
import {
  MASKED_CUSTOMER_NOTE,
  shipmentCustomerLines,
  shipmentFacts,
  shipmentLookupFailureMessage,
  shipmentTimeline,
  shipmentTrackingFailureMessage,
} from './shipment-view';

describe('the shipment page\'s view', () => {
  it('lists the general information with Indonesian dates', () => {
    const facts = shipmentFacts(discloseShipment(aTrackedShipment(), null));
    expect(facts).toContainEqual({ label: 'Kurir', value: 'JNE REG' });
    expect(facts).toContainEqual({ label: 'No. Resi', value: 'JNE0042115112026' });
    expect(facts).toContainEqual({ label: 'Dikirim', value: dateTimeAt(Date.UTC(2026, 10, 16, 2, 0)) });
    expect(shipmentFacts(discloseShipment(aTrackedShipment({ waybill: null, shippedAt: null }), null))).toEqual(
      expect.arrayContaining([{ label: 'No. Resi', value: 'Belum ada' }, { label: 'Dikirim', value: '-' }]),
    );
  });

  it('puts the steps in order and the courier\'s scans newest first', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1_700_000_000_000, max: 1_900_000_000_000 }), { maxLength: 8 }), (times) => {
        const timeline = shipmentTimeline(aTrackedShipment({ events: times.map((time, i) => ({ time, description: `scan ${i}`, location: '' })) }));
        const shown = timeline.scans.map((scan) => times[Number(scan.text.slice(5))]!);
        expect(shown).toEqual([...times].sort((a, b) => b - a));
        expect(timeline.scans.every((scan) => scan.detail === null && scan.done)).toBe(true);
      }),
    );
    expect(shipmentTimeline(aTrackedShipment()).steps.map((step) => step.done)).toEqual([true, false]);
  });

  it('shows a masked customer with a word on how to see the rest', () => {
    expect(shipmentCustomerLines({ disclosure: 'masked', firstName: 'Sinta', city: 'KOTA SURABAYA' })).toEqual({
      name: 'Sinta',
      lines: [{ label: 'Kota', value: 'KOTA SURABAYA' }],
      note: MASKED_CUSTOMER_NOTE,
    });
    const full = shipmentCustomerLines(discloseShipment(aTrackedShipment(), { kind: 'owner', orderNumber: 'MORE-20261115-0042' }).customer);
    expect(full.name).toBe('Sinta Wulandari');
    expect(full.lines).toContainEqual({ label: 'Alamat', value: 'Jl. Airlangga No. 27, Gubeng' });
    expect(full.note).toBeNull();
  });

  it('says document 2 §8\'s messages: the server\'s when it gives one', () => {
    expect(shipmentTrackingFailureMessage(new StoreFailure('invalid-response', 'x', 'shape'))).toBe('Failed to get tracking data');
    expect(shipmentTrackingFailureMessage(new StoreFailure('server', 'x', 'x', { serverMessage: 'Gangguan kurir' }))).toBe('Gangguan kurir');
    expect(shipmentLookupFailureMessage(new StoreFailure('network', 'x', 'offline'))).toBe('Failed to get customer data');
  });
});
