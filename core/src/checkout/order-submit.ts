import type { StoreFailure } from '../shared/failure';

/**
 * Whether a failed save may still have created the order on the server.
 * No answer (network), a server error, or an answer the adapter could not
 * read may each hide an order that was made: the shopper's retry must then
 * send the same idempotency key, so the server answers with that order
 * instead of making a second one. A 401 or a refusal means nothing was made,
 * and the next submit is a new one.
 */
export const mayHaveBeenPlaced = (failure: StoreFailure): boolean =>
  failure.kind === 'network' || failure.kind === 'server' || failure.kind === 'invalid-response';
