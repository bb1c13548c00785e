import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aTrackedShipment } from './fakes';
import { discloseShipment, firstNameOf, isShipmentNumberOf, maskedShipmentCustomer, provesShipment } from './shipment-disclosure';

/*
 * Issue 20, point 5: "A shipment number alone shows the tracking with the
 * customer masked (first name, city); the full name and address only to the
 * logged-in owner or after the phone and order number lookup." Must not:
 * "Show one customer's data to another".
 */

const word = (prefix: string) => fc.stringMatching(/^[A-Za-z]{2,10}$/).map((letters) => `${prefix}${letters}`);
/** A customer whose every part is recognisable, so a leak of any of them into the masked view can be found. */
const customer = fc.record({
  first: word('Fn'),
  rest: fc.array(word('Sx'), { minLength: 0, maxLength: 3 }),
  phone: fc.stringMatching(/^08[1-9][0-9]{7,10}$/),
  street: word('Jl'),
  city: word('Kota'),
});
const orderNumber = fc.stringMatching(/^MORE-2026[0-9]{4}-[0-9]{4}$/);

describe('the customer of a tracked shipment', () => {
  it('"Sinta Wulandari" is shown as Sinta of KOTA SURABAYA without proof', () => {
    const view = discloseShipment(aTrackedShipment(), null);
    expect(view.customer).toEqual({ disclosure: 'masked', firstName: 'Sinta', city: 'KOTA SURABAYA' });
    expect(firstNameOf('  Budi  ')).toBe('Budi');
  });

  it('without a proof for its own order, never shows a surname, the street or the phone, whatever the customer and the proof', () => {
    fc.assert(
      fc.property(customer, orderNumber, fc.option(fc.record({ kind: fc.constantFrom('owner' as const, 'lookup' as const), orderNumber })), (person, order, proof) => {
        fc.pre(proof === null || proof.orderNumber !== order);
        const shipment = aTrackedShipment({
          orderNumber: order,
          customer: { name: [person.first, ...person.rest].join(' '), phone: person.phone, address: `${person.street} No. 27`, city: person.city },
        });
        const view = discloseShipment(shipment, proof);
        const shown = JSON.stringify(view.customer);
        expect(view.customer).toEqual({ disclosure: 'masked', firstName: person.first, city: person.city });
        for (const hidden of [...person.rest, person.phone, person.street]) expect(shown).not.toContain(hidden);
        // Nothing of the customer hides elsewhere in the view either.
        const everything = JSON.stringify(view);
        for (const hidden of [...person.rest, person.phone, person.street]) expect(everything).not.toContain(hidden);
      }),
    );
  });

  it('shows the customer in full with a proof for this very order, however its number is written', () => {
    fc.assert(
      fc.property(customer, orderNumber, fc.constantFrom('owner' as const, 'lookup' as const), fc.boolean(), (person, order, kind, lower) => {
        const shipment = aTrackedShipment({
          orderNumber: order,
          customer: { name: [person.first, ...person.rest].join(' '), phone: person.phone, address: person.street, city: person.city },
        });
        const view = discloseShipment(shipment, { kind, orderNumber: lower ? ` ${order.toLowerCase()} ` : order });
        expect(view.customer).toEqual({ disclosure: 'full', ...shipment.customer });
      }),
    );
  });

  it('keeps everything but the customer as the service tracked it', () => {
    const shipment = aTrackedShipment();
    const { customer: _customer, ...rest } = discloseShipment(shipment, null);
    const { customer: _tracked, ...tracked } = shipment;
    expect(rest).toEqual(tracked);
  });

  it('an empty order number proves nothing', () => {
    expect(provesShipment(aTrackedShipment({ orderNumber: '' }), { kind: 'owner', orderNumber: '' })).toBe(false);
    expect(maskedShipmentCustomer({ name: '', phone: '', address: '', city: 'X' })).toEqual({ disclosure: 'masked', firstName: '', city: 'X' });
  });

  it('knows a shipment by its id, order number or waybill, in any case', () => {
    const shipment = aTrackedShipment();
    expect(isShipmentNumberOf(shipment, 'more-20261115-0042')).toBe(true);
    expect(isShipmentNumberOf(shipment, 'JNE0042115112026')).toBe(true);
    expect(isShipmentNumberOf({ ...shipment, waybill: null }, '')).toBe(false);
    expect(isShipmentNumberOf(shipment, 'MORE-20261115-0043')).toBe(false);
  });
});
