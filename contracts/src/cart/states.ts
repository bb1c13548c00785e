import { DEMO_CUSTOMER, type MockApi } from '@more/mock-server';
import type { ProviderStates } from '../provider/provider-state';
import { wholeNumber } from '../provider/state-params';

type Params = Readonly<Record<string, unknown>>;

const HOUR = 3600;

/** A whole-number parameter (or a field of one), or an error naming it: a state must not guess. */
/** A list parameter of objects. */
export const objects = (params: Params, name: string): Params[] => {
  const value = params[name];
  if (!Array.isArray(value) || value.some((item) => item === null || typeof item !== 'object')) {
    throw new Error(`provider state parameter ${name} must be a list of objects`);
  }
  return value as Params[];
};

const productOfVariant = (api: MockApi, variantId: number) => {
  const product = api.db.products.findFirst((q) => q.where((record) => record.variants.some((variant) => variant.id === variantId)));
  if (!product) throw new Error(`the mock's catalogue has no product variant ${variantId}`);
  return product;
};

/**
 * Gives a variant of the catalogue exactly this stock and, when given, this
 * price: the normal price, sold without MORE's discount. The Pact Verifier
 * runs every interaction on one mock without resetting it (orders take stock,
 * states change prices), so a state that relies on stock or a price sets it.
 */
export const shelveVariant = async (api: MockApi, variantId: number, stock: number, price?: number): Promise<void> => {
  const product = productOfVariant(api, variantId);
  await api.db.products.update((q) => q.where({ id: product.id }), {
    data(record) {
      const variant = record.variants.find((it) => it.id === variantId)!;
      variant.stock = stock;
      if (price !== undefined) {
        variant.priceNormal = price;
        variant.discountPercent = 0;
      }
    },
  });
};

/**
 * The demo customer's cart holds exactly `lines` (`{ variantId, quantity,
 * selected? }`, plain lines, ticked unless `selected` is false), added in
 * that order, with `note`. A cart that changes leaves no checkout summary
 * pending: set-voucher judges a code against the cart's ticked lines.
 */
const givenDemoCart = async (api: MockApi, params: Params, count: number): Promise<void> => {
  const lines = objects(params, 'lines');
  if (lines.length !== count) throw new Error(`the state names a cart of ${count} line(s) but its params hold ${lines.length}`);
  const customerId = DEMO_CUSTOMER.id;
  const now = api.clock.unixSeconds();
  api.db.cartLines.deleteMany((q) => q.where({ customerId }));
  for (const [index, line] of lines.entries()) {
    const variantId = wholeNumber(line.variantId, 'lines[].variantId');
    productOfVariant(api, variantId);
    await api.db.cartLines.create({
      customerId,
      variantId,
      comboId: null,
      isRedeem: false,
      quantity: wholeNumber(line.quantity, 'lines[].quantity'),
      selected: line.selected !== false,
      addedAt: now - (lines.length - index) * HOUR,
    });
  }
  api.db.cartNotes.deleteMany((q) => q.where({ customerId }));
  await api.db.cartNotes.create({ customerId, note: typeof params.note === 'string' ? params.note : '' });
  api.db.checkoutSummaries.deleteMany((q) => q.where({ customerId }));
};

/** Provider states the cart interactions name. */
export const cartStates: ProviderStates = {
  /** Each of `variants` (`{ variantId, stock, price }`) has exactly that stock and sells at that price, without discount. */
  'product variants are in stock': async (api, params) => {
    for (const variant of objects(params, 'variants')) {
      await shelveVariant(
        api,
        wholeNumber(variant.variantId, 'variants[].variantId'),
        wholeNumber(variant.stock, 'variants[].stock'),
        variant.price === undefined ? undefined : wholeNumber(variant.price, 'variants[].price'),
      );
    }
  },

  /**
   * The demo customer's cart holds exactly the 2 plain `lines` (`{ variantId, quantity, selected? }`, ticked unless
   * `selected` is false), added in that order, with `note`; no checkout summary is pending.
   */
  'the demo customer has 2 lines in the cart': (api, params) => givenDemoCart(api, params, 2),
  /** The demo customer's cart holds exactly the 1 plain line of `lines` (`{ variantId, quantity }`, ticked), with `note`; no checkout summary is pending. */
  'the demo customer has 1 line in the cart': (api, params) => givenDemoCart(api, params, 1),
};
