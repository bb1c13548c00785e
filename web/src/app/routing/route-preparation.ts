import type { LaterBindings } from '../../shared/later-bindings';
import { keepFailure } from '../chunks';
import type { FeatureBindings } from '../composition-root/feature-bindings';
import { isFrameLoaded, loadFrame } from './frames';
import { isPageLoaded, loadPage } from './pages';
import type { StoreRoute } from './route';

type Pending = WeakMap<FeatureBindings, Map<StoreRoute, Promise<void>>>;
const preparing: Pending = new WeakMap();
const preparingLater: Pending = new WeakMap();

/** The same promise for the same route and container; a failure stays its answer until the next navigation (chunks.ts, keepFailure), which tries again. */
const once = (pending: Pending, route: StoreRoute, bindings: FeatureBindings, start: () => Promise<unknown>): Promise<void> => {
  let routes = pending.get(bindings);
  if (!routes) {
    routes = new Map<StoreRoute, Promise<void>>();
    pending.set(bindings, routes);
  }
  let promise = routes.get(route);
  if (!promise) {
    const forRoute = routes;
    const started: Promise<void> = start().then(
      () => undefined,
      (error: unknown) => {
        keepFailure(() => {
          if (forRoute.get(route) === started) forRoute.delete(route);
        });
        throw error;
      },
    );
    promise = started;
    routes.set(route, promise);
  }
  return promise;
};

/**
 * What a route needs before its page renders: its page's chunk (and its
 * frame's), and its feature modules in this container. The same promise for the same route
 * (React's `use` suspends on it, and shows its failure); a failure stays until
 * the next navigation, which tries again, as "Muat Ulang" does.
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
