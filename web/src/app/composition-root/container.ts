import type { ServiceId } from '../services';
import { pageServiceFactory } from './page-services';

const nameOf = (id: ServiceId<unknown>): string => (typeof id === 'symbol' ? (id.description ?? 'a token') : id.name);

/**
 * The store's dependency container: each port or use case bound once, built
 * on first use, then the same instance for the page's life (a server render
 * makes its own). It replaces inversify, which cost a fifth of the 120 kB the
 * entry may weigh for the few things this store asks of a container: bind a
 * constant, bind a factory, resolve once, name what is missing. Use cases of
 * some pages only are provided by those pages' chunks (page-services.ts).
 */
export class ServiceContainer {
  private readonly factories = new Map<ServiceId<unknown>, () => unknown>();
  private readonly instances = new Map<ServiceId<unknown>, unknown>();
  private readonly resolving = new Set<ServiceId<unknown>>();

  bindConstant<T>(id: ServiceId<T>, value: T): void {
    this.instances.set(id, value);
  }

  bindFactory<T>(id: ServiceId<T>, make: () => T): void {
    this.factories.set(id, make);
  }

  get<T>(id: ServiceId<T>): T {
    if (this.instances.has(id)) return this.instances.get(id) as T;
    const provided = pageServiceFactory(id);
    const make = this.factories.get(id) ?? (provided && (() => provided((dependency) => this.get(dependency))));
    if (!make) throw new Error(`Nothing is bound to ${nameOf(id)} in the composition root`);
    if (this.resolving.has(id)) throw new Error(`${nameOf(id)} depends on itself through ${[...this.resolving].map(nameOf).join(' → ')}`);
    this.resolving.add(id);
    try {
      const value = make() as T;
      this.instances.set(id, value);
      return value;
    } finally {
      this.resolving.delete(id);
    }
  }
}
