import { DEMO_CUSTOMER, type MockApi } from '@more/mock-server';
import type { ProviderStates } from '../provider/provider-state';

const DAY = 24 * 60 * 60;

const numberParam = (params: Readonly<Record<string, unknown>>, name: string, fallback?: number): number => {
  const value = params[name] ?? fallback;
  if (typeof value !== 'number' || !Number.isInteger(value)) throw new Error(`provider state parameter ${name} must be a whole number`);
  return value;
};

const productMustExist = (api: MockApi, productId: number) => {
  if (!api.db.products.findFirst((q) => q.where({ id: productId }))) throw new Error(`the mock's catalogue has no product ${productId}`);
};

const nextId = (records: readonly { id: number }[]) => records.reduce((max, r) => Math.max(max, r.id), 0) + 1;

/** Provider states the reviews and complaints interactions name. */
export const reviewsStates: ProviderStates = {
  /**
   * Product `productId` has exactly `count` reviews by other shoppers, without
   * photos, newest first rated 5, 4, 5, 4, 4, … (a mean of 4.4 for 5 reviews).
   */
  'a product has reviews': async (api, params) => {
    const productId = numberParam(params, 'productId');
    const count = numberParam(params, 'count', 5);
    productMustExist(api, productId);
    api.db.productReviews.deleteMany((q) => q.where({ productId }));
    const now = api.clock.unixSeconds();
    const names = ['Dewi K.', 'Agus P.', 'Rina M.', 'Bayu S.', 'Siti R.'];
    for (let i = 0; i < count; i++) {
      await api.db.productReviews.create({
        id: nextId(api.db.productReviews.all()),
        productId,
        customerId: null,
        reviewerName: names[i % names.length]!,
        reviewerPicture: null,
        rating: [5, 4, 5, 4, 4][i % 5]!,
        text: 'Kualitasnya luar biasa, kokoh dan finishingnya halus.',
        variant: null,
        fileIds: [],
        createdAt: now - (i + 1) * DAY,
      });
    }
  },

  /** The demo customer bought product `productId` and has not reviewed it yet. */
  'the demo customer bought a product': (api, params) => {
    const productId = numberParam(params, 'productId');
    productMustExist(api, productId);
    api.db.productReviews.deleteMany((q) => q.where({ productId, customerId: DEMO_CUSTOMER.id }));
  },

  /** The demo customer uploaded picture `id` for a review or a complaint (`purpose`) and has not sent it with one yet. */
  'the demo customer has uploaded a photo': async (api, params) => {
    const id = numberParam(params, 'id');
    const purpose = params.purpose === 'complain' ? 'complain' : 'review';
    api.db.reviewUploads.deleteMany((q) => q.where({ id }));
    await api.db.reviewUploads.create({
      id,
      customerId: DEMO_CUSTOMER.id,
      purpose,
      fileName: purpose === 'review' ? 'kursi.png' : 'retak.png',
      contentType: 'image/png',
      size: 68,
      attachedTo: null,
      createdAt: api.clock.unixSeconds(),
      // The photo's unguessable address part (the mock makes a random one per upload; a state may name any).
      accessKey: '5e0f1c2d3b4a69788796a5b4c3d2e1f0',
    });
  },
};
