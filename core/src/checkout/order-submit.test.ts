import { describe, expect, it } from 'vitest';
import { StoreFailure, type StoreFailureKind } from '../shared/failure';
import { mayHaveBeenPlaced } from './order-submit';

describe('whether a failed save may still have made the order', () => {
  it.each<[StoreFailureKind, boolean]>([
    ['network', true],
    ['server', true],
    ['invalid-response', true],
    ['rejected', false],
    ['unauthorized', false],
    ['not-found', false],
  ])('after a %s failure: %s', (kind, may) => {
    expect(mayHaveBeenPlaced(new StoreFailure(kind, 'POST more/transaction/order', kind))).toBe(may);
  });
});
