import { LaterBindingsToken, type LaterBindings } from './later-bindings';
import { OnDemandToken } from './on-demand';
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
  const get = <T,>(id: ServiceId<T>): T => {
    if (!instances.has(id)) throw new Error(`This test does not provide ${typeof id === 'symbol' ? id.description : id.name}`);
    return instances.get(id) as T;
  };
  // A module bound on demand is bound already: its services are the test's, when it gives them.
  if (!instances.has(OnDemandToken)) {
    instances.set(OnDemandToken, { bound: <T,>(_module: string, id: ServiceId<T>) => (instances.has(id) ? get(id) : null), load: <T,>(_module: string, id: ServiceId<T>) => Promise.resolve(get(id)) });
  }
  return { get };
};
