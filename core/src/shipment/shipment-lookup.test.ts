import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isShipmentNumber, normalOrderNumber, normalPhone, shipmentLookupMessages as m, validateShipmentLookup } from './shipment-lookup';

describe('the shipment lookup form (order number and phone)', () => {
  it('names every mistake at once, in Indonesian, beside its field', () => {
    expect(validateShipmentLookup({ orderNumber: ' ', phone: '' })).toEqual({ orderNumber: m.orderNumberRequired, phone: m.phoneRequired });
    expect(validateShipmentLookup({ orderNumber: 'MORE 0042', phone: '12345' })).toEqual({ orderNumber: m.orderNumberInvalid, phone: m.phoneInvalid });
    expect(validateShipmentLookup({ orderNumber: 'MORE-20261115-0042', phone: '+62 812-3456-7890' })).toEqual({});
    expect(validateShipmentLookup({ orderNumber: 'more-20261115-0042', phone: '081234567890' })).toEqual({});
  });

  it('sends the numbers as the services store them', () => {
    expect(normalOrderNumber(' more-20261115-0042 ')).toBe('MORE-20261115-0042');
    expect(normalPhone('+62 812-3456-7890')).toBe('081234567890');
    expect(normalPhone('0812 3456 7890')).toBe('081234567890');
  });

  it('accepts every phone however it is written, as the same number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^8[1-9][0-9]{7,10}$/), fc.constantFrom('0', '62', '+62', '+62 '), (subscriber, prefix) => {
        const typed = `${prefix}${subscriber.slice(0, 3)}-${subscriber.slice(3)}`;
        expect(validateShipmentLookup({ orderNumber: 'MORE-20261115-0042', phone: typed }).phone).toBeUndefined();
        expect(normalPhone(typed)).toBe(`0${subscriber}`);
      }),
    );
  });

  it('takes no order number with spaces, quotes or slashes at its start: it goes into a path', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        if (isShipmentNumber(text)) expect(text.trim()).toMatch(/^[A-Za-z0-9][A-Za-z0-9/-]*$/);
      }),
    );
    expect(isShipmentNumber('A'.repeat(41))).toBe(false);
    expect(isShipmentNumber('JNE0042115112026')).toBe(true);
  });
});
