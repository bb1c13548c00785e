import type { LaterBindings } from '../../shared/later-bindings';
import type { FeatureBindings } from '../composition-root/feature-bindings';
import { isFrameLoaded, loadFrame } from './frames';
import { isPageLoaded, loadPage } from './pages';
import type { StoreRoute } from './route';

type Pending = WeakMap<FeatureBindings, Map<StoreRoute, Promise<void>>>;
const preparing: Pending = new WeakMap();
const preparingLater: Pending = new WeakMap();

/** The same promise for the same route and container until it settles; a failure is forgotten, so the next ask tries again. */
const once = (pending: Pending, route: StoreRoute, bindings: FeatureBindings, start: () => Promise<unknown>): Promise<void> => {
  let routes = pending.get(bindings);
  if (!routes) {
    routes = new Map<StoreRoute, Promise<void>>();
    pending.set(bindings, routes);
  }
  let promise = routes.get(route);
  if (!promise) {
    const forRoute = routes;
    promise = start().then(
      () => undefined,
      (error: unknown) => {
        forRoute.delete(route);
        throw error;
      },
    );
    routes.set(route, promise);
  }
  return promise;
};

/**
 * What a route needs before its page renders: its page's chunk (and its
 * frame's), and its feature modules in this container. The same promise for the same route
 * until it settles (React's `use` suspends on it); a failure is forgotten, so
 * "Muat Ulang" or the next visit tries again.
 */
export const prepareRoute = (route: StoreRoute, bindings: FeatureBindings): Promise<void> =>
  once(preparing, route, bindings, () => Promise.all([loadPage(route.page), loadFrame(route.frame), bindings.load(route.modules ?? [])]));

export const isRoutePrepared = (route: StoreRoute, bindings: FeatureBindings): boolean =>
  isPageLoaded(route.page) && isFrameLoaded(route.frame) && bindings.areLoaded(route.modules ?? []);

/** What the route's later parts ask for (shared/later-bindings.tsx): its `later` modules, once. */
export const laterBindingsOf = (route: StoreRoute, bindings: FeatureBindings): LaterBindings => ({
  isReady: () => bindings.areLoaded(route.later ?? []),
  request: () => once(preparingLater, route, bindings, () => bindings.load(route.later ?? [])),
});
