import type { StoreApi } from '@more/adapters/store-api';
import type { Token } from '@more/core';
import type { ContainerModuleLoadOptions, ServiceIdentifier } from 'inversify';
import type { ServiceId } from '../../shared/services';
import { HttpPorts } from './http-ports';

type Dependencies<Args extends readonly unknown[]> = { readonly [K in keyof Args]: ServiceId<Args[K]> };

/**
 * How a module binds what core and the adapters offer, which know nothing of
 * inversify: by factory (`toResolvedValue`) with the ports' tokens. The
 * helpers only add what inversify cannot see in a symbol, the type behind the
 * token: a use case whose constructor and tokens disagree does not compile.
 * Every binding is a singleton of its container (container.ts).
 */
export const binder = ({ bind }: Pick<ContainerModuleLoadOptions, 'bind'>) => {
  const resolved = <T, Args extends unknown[]>(id: ServiceId<T>, dependencies: Dependencies<Args>, make: (...args: Args) => T) =>
    bind<T>(id as ServiceIdentifier<T>).toResolvedValue(make, dependencies as never);

  return {
    /** A use case (or adapter) built from the services its constructor takes, in order. */
    useCase: <T, Args extends unknown[]>(type: new (...args: Args) => T, dependencies: Dependencies<Args>) =>
      resolved(type, dependencies, (...args: Args) => new type(...args)),
    /** A service built by `make` from the services it names. */
    factory: resolved,
    /** A port whose HTTP adapter (its class, from `@more/adapters/http/<feature>`) arrives in a chunk of its own on the port's first call (http-ports.ts). */
    httpPort: <Port extends object>(id: Token<Port>, adapter: () => Promise<new (api: StoreApi) => Port>) => resolved(id, [HttpPorts], (ports) => ports.port(adapter)),
  };
};
