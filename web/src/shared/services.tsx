import type { Token } from '@more/core';
import { createContext, type ReactNode, useContext } from 'react';

/** Anything a view may ask the container for: a port's token or a use case's class. */
export type ServiceId<T> = Token<T> | (abstract new (...args: never) => T);

/** The container as views see it: lookup only (the inversify container satisfies it; tests pass a map). */
export interface Services {
  get<T>(id: ServiceId<T>): T;
}

const ServicesContext = createContext<Services | null>(null);

export const ServicesProvider = ({ services, children }: { services: Services; children: ReactNode }) => (
  <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>
);

/** A use case or port from the container; the same instance on every render. */
export const useService = <T,>(id: ServiceId<T>): T => useServices().get(id);

/** The container itself, for what passes it on (a route's data loader). Views use `useService`. */
export const useServices = (): Services => {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useService needs a <ServicesProvider> above it');
  return services;
};
