import { describe, expect, test } from 'vitest';
import { randomId } from './random-id';

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('randomId (an order\'s idempotency key)', () => {
  test('is a version-4 UUID, new every time', () => {
    const ids = new Set(Array.from({ length: 200 }, randomId));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(uuidShape);
  });

  test('outside a secure context (no crypto.randomUUID) it is still a random version-4 UUID', () => {
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect('randomUUID' in crypto && typeof crypto.randomUUID === 'function').toBe(false);
      const ids = new Set(Array.from({ length: 50 }, randomId));
      expect(ids.size).toBe(50);
      for (const id of ids) expect(id).toMatch(uuidShape);
    } finally {
      // @ts-expect-error restoring the own property lets the prototype's method show again
      delete crypto.randomUUID;
    }
  });
});
