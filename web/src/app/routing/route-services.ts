import { LaterBindingsToken } from '../../shared/later-bindings';
import type { ServiceId, Services } from '../../shared/services';
import { FeatureBindings } from '../composition-root/feature-bindings';
import type { StoreRoute } from './route';
import { laterBindingsOf } from './route-preparation';

export const serviceName = (id: ServiceId<unknown>): string => (typeof id === 'symbol' ? (id.description ?? String(id)) : id.name);

/**
 * The container as a route's page sees it: the route's later bindings
 * (LaterBindingsToken) are the route's own, and a service that cannot be
 * built names itself, the route that asked and the modules that route loads,
 * so a forgotten module in a row says where to add it. (route-services.test.ts
 * finds the same mistake before any shopper does.)
 */
export const servicesOfRoute = (services: Services, route: StoreRoute): Services => {
  const later = laterBindingsOf(route, services.get(FeatureBindings));
  return { get: (id) => (id === LaterBindingsToken ? (later as never) : resolve(services, route, id)) };
};

const resolve = <T>(services: Services, route: StoreRoute, id: ServiceId<T>): T => {
  try {
    return services.get(id);
  } catch (error) {
    const named = [...(route.modules ?? []), ...(route.later ?? []).map((name) => `${name} (later)`)];
    const modules = named.length > 0 ? `the frame's and ${named.join(', ')}` : "the frame's only";
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`${route.path} needs ${serviceName(id)}, which its modules (${modules}) cannot give: ${cause}`, { cause: error });
  }
};
