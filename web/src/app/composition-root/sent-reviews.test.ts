import { CustomerReviews, ProductReviews, ReviewForm, SentReviews } from '@more/core';
import { describe, expect, it } from 'vitest';
import { createServerContainer } from './server';

const API = 'http://store.test/api/';
const offline: typeof fetch = () => Promise.reject(new Error('offline'));

describe('SentReviews, shared by the review page and the product page', () => {
  for (const order of [['reviews', 'product-detail/extras'], ['product-detail/extras', 'reviews']] as const) {
    it(`is one instance whichever module loads first (${order.join(', then ')}), and lives in neither the frame nor the entry`, async () => {
      const { services, bindings } = createServerContainer(API, offline);
      expect(() => services.get(SentReviews)).toThrow(/SentReviews/);
      await bindings.load([order[0]]);
      await bindings.load([order[1]]);
      const sent = services.get(SentReviews);
      expect(services.get(ProductReviews)).toBeInstanceOf(ProductReviews);
      expect(services.get(CustomerReviews)).toBeInstanceOf(CustomerReviews);
      expect(services.get(ReviewForm)).toBeInstanceOf(ReviewForm);
      expect(services.get(SentReviews)).toBe(sent);
    });
  }
});
