import type { ProductRecord } from '../db/catalogue';
import type { Database } from '../db/database';
import { DEMO_CUSTOMER } from './account';
import type { SeedContext } from './context';

const firstVariantInStock = (product: ProductRecord, atLeast: number) => product.variants.find((variant) => variant.stock >= atLeast);

/**
 * The demo customer's cart at start: two lines, both ticked. A product that
 * comes with a free gift (its "GRATIS" badge), bought once, and a plain
 * product, two of them; both picked from the catalogue by id, the first that
 * fits, so the same seed gives the same cart. NEW_CUSTOMER's cart is empty.
 */
export const demoCartLines = (db: Database): { variantId: number; quantity: number }[] => {
  const products = [...db.products.all()].sort((a, b) => a.id - b.id);
  const gift = products.find((product) => product.promo?.type === 'GRATIS' && firstVariantInStock(product, 1));
  const plain = products.find((product) => product !== gift && product.promo === null && firstVariantInStock(product, 5));
  const second = products.find((product) => product !== plain && product.promo === null && firstVariantInStock(product, 5));
  const picks = gift ? [{ product: gift, quantity: 1 }, { product: plain!, quantity: 2 }] : [{ product: plain!, quantity: 2 }, { product: second!, quantity: 1 }];
  return picks.map(({ product, quantity }) => ({ variantId: firstVariantInStock(product, quantity)!.id, quantity }));
};

/** Seeds the cart area: the demo customer's cart of two lines and its note. */
export const seedCart = async (db: Database, seed: SeedContext): Promise<void> => {
  const lines = demoCartLines(db);
  for (const [index, line] of lines.entries()) {
    await db.cartLines.create({
      customerId: DEMO_CUSTOMER.id,
      variantId: line.variantId,
      comboId: null,
      isRedeem: false,
      quantity: line.quantity,
      selected: true,
      addedAt: seed.now - (lines.length - index) * 3600,
    });
  }
  await db.cartNotes.create({ customerId: DEMO_CUSTOMER.id, note: 'Mohon dikirim pada sore hari.' });
};
