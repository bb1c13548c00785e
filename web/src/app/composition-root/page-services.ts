import type { ServiceId } from '../services';

/** How a use case is built from what the container holds. */
export type ServiceFactory<T> = (get: <U>(id: ServiceId<U>) => U) => T;

const provided = new Map<ServiceId<unknown>, ServiceFactory<unknown>>();

/**
 * Binds a use case that only some pages use, from those pages' own chunks
 * (`composition-root/pages/<feature>.ts`, imported by the feature's pages and
 * server loads). Binding it in index.ts would put its class, and the rules it
 * imports, in the entry every shopper downloads first; here it arrives with
 * the page. Every container (the browser's, each server render's) builds its
 * own instance on first use, like any other binding.
 */
export const providePageService = <T>(id: ServiceId<T>, make: ServiceFactory<T>): void => {
  provided.set(id, make);
};

export const pageServiceFactory = <T>(id: ServiceId<T>): ServiceFactory<T> | undefined => provided.get(id) as ServiceFactory<T> | undefined;
