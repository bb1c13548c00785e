import { token } from './token';

/** Makes unique ids (idempotency keys for orders); the web binds crypto.randomUUID. */
export type IdGenerator = () => string;
export const IdGeneratorToken = token<IdGenerator>('IdGenerator');

/** Predictable ids for tests: `prefix-1`, `prefix-2`, … */
export const sequentialIds = (prefix = 'id'): IdGenerator => {
  let next = 0;
  return () => `${prefix}-${++next}`;
};
