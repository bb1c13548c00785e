import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anOrder, anOrderItem } from './fakes';
import { canReviewOrder, orderReviewAction, productsToReview, reviewFormHref, reviewLineRefOf } from './order-review';
import { orderStatuses } from './order-status';

const chair = anOrderItem({ slug: 'kursi-makan-jati' });
const table = anOrderItem({ variantId: 301, slug: 'meja-makan-jati' });

describe('which orders can be reviewed ("Beri Ulasan": completed and not yet reviewed)', () => {
  it('a completed order with a product not yet reviewed leads to that product\'s review form', () => {
    const order = anOrder({ orderNumber: 'MORE-20261020-0311', status: 'completed', items: [{ ...chair, reviewed: true }, { ...table, reviewed: false }] });
    expect(orderReviewAction(order)).toEqual({ label: 'Beri Ulasan', href: '/profile/review?ordersn=MORE-20261020-0311&product=meja-makan-jati' });
  });

  it('a completed order whose every product is reviewed has no "Beri Ulasan"', () => {
    expect(orderReviewAction(anOrder({ status: 'completed', items: [{ ...chair, reviewed: true }, { ...table, reviewed: true }] }))).toBeNull();
  });

  it('an item the server says nothing of counts as waiting: a second review only replaces the first', () => {
    expect(productsToReview(anOrder({ status: 'completed', items: [chair, { ...table, reviewed: null }] }))).toEqual(['kursi-makan-jati', 'meja-makan-jati']);
  });

  it('PROPERTY: for any order, "Beri Ulasan" shows exactly when it is completed and some item is not reviewed, and names such an item', () => {
    const item = fc.record({ slug: fc.constantFrom('a', 'b', 'c'), reviewed: fc.constantFrom(true, false, null, undefined) });
    fc.assert(
      fc.property(fc.constantFrom(...orderStatuses), fc.array(item, { maxLength: 5 }), (status, items) => {
        const order = anOrder({ status, items: items.map(({ slug, reviewed }) => ({ ...anOrderItem({ slug }), ...(reviewed === undefined ? {} : { reviewed }) })) });
        const expected = status === 'completed' && items.some((i) => i.reviewed !== true);
        const action = orderReviewAction(order);
        const slug = action ? reviewLineRefOf(action.href.slice(action.href.indexOf('?')))?.slug : null;
        return (
          canReviewOrder(order) === expected &&
          (action !== null) === expected &&
          (slug === null || items.some((i) => i.slug === slug && i.reviewed !== true)) &&
          new Set(productsToReview(order)).size === productsToReview(order).length
        );
      }),
    );
  });

  it('PROPERTY: the form\'s address reads back the order and product it was built from', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }).filter((s) => s.trim() === s && s !== ''), fc.string({ minLength: 1 }).filter((s) => s.trim() === s && s !== ''), (orderNumber, slug) => {
        const href = reviewFormHref({ orderNumber, slug });
        expect(reviewLineRefOf(href.slice(href.indexOf('?')))).toEqual({ orderNumber, slug });
      }),
    );
  });
});
