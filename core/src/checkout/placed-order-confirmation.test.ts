import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLACED_ORDER_LANDING_PATH, placedOrderConfirmation } from './placed-order-confirmation';

describe('the confirmation of a placed order', () => {
  it('lands on the success step', () => {
    expect(PLACED_ORDER_LANDING_PATH).toBe('/checkout/success');
  });

  it('PROPERTY: for any numbers, pay leads to the information of the order number, the order to where thanks would go, and shopping to the products', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), fc.constantFrom('Browser', 'Android', null), (orderNumber, billNumber, device) => {
        const confirmation = placedOrderConfirmation({ orderNumber, billNumber }, device);
        expect(confirmation.ways.map((way) => way.kind)).toEqual(['pay', 'order', 'shop']);
        expect(confirmation.ways[0]!.href).toBe(`/checkout/information/${encodeURIComponent(orderNumber)}`);
        expect(confirmation.ways[1]!.href).toBe(device === 'Browser' ? `/profile/order/${encodeURIComponent(billNumber)}` : `/checkout/information/${encodeURIComponent(billNumber)}`);
        expect(confirmation.ways[2]!.href).toBe('/products');
        expect(confirmation.orderNumber).toBe(orderNumber);
      }),
    );
  });
});
