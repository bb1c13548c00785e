import { Container, type ContainerModule, type ServiceIdentifier } from 'inversify';
import type { ServiceId, Services } from '../../shared/services';
import { FeatureBindings } from './feature-bindings';
import { frameModule } from './frame.module';
import { importFeatureModule } from './module-table';
import type { FeatureModuleName } from './module-names';
import { type OnDemand, OnDemandToken } from '../../shared/on-demand';

export interface StoreContainer {
  readonly container: Container;
  /** The container as views see it (shared/services.tsx). */
  readonly services: Services;
  /** Loads a route's feature modules into this container. */
  readonly bindings: FeatureBindings<FeatureModuleName>;
}

/**
 * One container per page: the browser's for the shopper's visit, a fresh one
 * for each server render, so no shopper's state (a cart, a session, the
 * answers a render recorded) can reach another request. Nothing is shared
 * across renders but the module definitions, which hold no state.
 *
 * - Singleton scope: each use case is built once, on first use, and every
 *   view of the page sees that instance (its state is the page's).
 * - jitless: inversify may otherwise compile resolvers with `new Function`,
 *   which the store's Content-Security-Policy forbids.
 */
export const createStoreContainer = (surroundings: ContainerModule): StoreContainer => {
  const container = new Container({ defaultScope: 'Singleton', jitless: true });
  container.load(surroundings, frameModule);
  const bindings = new FeatureBindings<FeatureModuleName>(container, importFeatureModule);
  container.bind(FeatureBindings).toConstantValue(bindings);
  const onDemand: OnDemand = {
    bound: <T,>(module: string, id: ServiceId<T>) => (bindings.areLoaded([module as FeatureModuleName]) ? container.get<T>(id as ServiceIdentifier<T>) : null),
    load: <T,>(module: string, id: ServiceId<T>) => bindings.resolve([module as FeatureModuleName], id),
  };
  container.bind(OnDemandToken).toConstantValue(onDemand);
  const services: Services = { get: <T,>(id: ServiceId<T>): T => container.get<T>(id as ServiceIdentifier<T>) };
  return { container, services, bindings };
};
