import { createContext, type ReactNode, useContext } from 'react';
import type { ServiceId, Services } from './services';

const ServicesContext = createContext<Services | null>(null);

export const ServicesProvider = ({ services, children }: { services: Services; children: ReactNode }) => (
  <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>
);

/** A use case or port from the composition root; the same instance on every render. */
export const useService = <T,>(id: ServiceId<T>): T => {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useService needs a <ServicesProvider> above it');
  return services.get(id);
};

/** The container itself, for what the route table does with it (a route's head). Views use `useService`. */
export const useServices = (): Services => {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs a <ServicesProvider> above it');
  return services;
};
