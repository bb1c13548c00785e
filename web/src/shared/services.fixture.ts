import { LaterBindingsToken, type LaterBindings } from './later-bindings';
import type { ServiceId, Services } from './services';

/** A route whose later modules are bound already: what a part fetched later sees once they are. */
export const boundLater: LaterBindings = { isReady: () => true, request: () => Promise.resolve() };

/**
 * The container as a view's test gives it: the use cases and ports the view
 * asks for, built by the test on in-memory ports, and the route's later
 * bindings (ready). Anything else is a mistake of the test, said by name.
 */
export const testServices = (entries: Iterable<readonly [ServiceId<unknown>, unknown]>): Services => {
  const instances = new Map<ServiceId<unknown>, unknown>([[LaterBindingsToken, boundLater], ...entries]);
  return {
    get: <T,>(id: ServiceId<T>): T => {
      if (!instances.has(id)) throw new Error(`This test does not provide ${typeof id === 'symbol' ? id.description : id.name}`);
      return instances.get(id) as T;
    },
  };
};
