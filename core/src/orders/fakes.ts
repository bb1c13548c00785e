import type { OrderItem } from './order-item';

/** One plain item of a past order: two dining chairs; tests override what they are about. */
export const anOrderItem = (overrides: Partial<OrderItem> = {}): OrderItem => ({
  variantId: 201,
  slug: 'kursi-makan-jati',
  nameLong: 'Kursi Makan Jati Natural',
  nameShort: 'Kursi Makan Jati',
  image: { url: 'https://img.test/kursi-1.svg', alt: 'Kursi Makan Jati' },
  unitPrice: 850_000,
  normalPrice: 1_000_000,
  quantity: 2,
  comboId: null,
  combo: null,
  bundle: [],
  ...overrides,
});
