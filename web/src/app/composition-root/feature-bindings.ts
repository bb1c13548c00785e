import type { Container, ContainerModule, ServiceIdentifier } from 'inversify';
import type { ServiceId } from '../../shared/services';
import { loadChunk } from '../routing/chunks';
import { importRendered } from '../routing/rendered-chunks';
import type { FeatureModuleName } from './modules';

/** The build manifest's key of a module's chunk, for the server's modulepreload links. */
export const featureModuleManifestKey = (name: FeatureModuleName): string => `src/app/composition-root/modules/${name}.module.ts`;

/**
 * The table of every feature module's importer: a chunk of its own, which the first navigation
 * (or the idle time after hydration) fetches. The modules the server rendered with are imported
 * by their address (routing/rendered-chunks.ts).
 */
export const moduleTable = () => import('./modules').then((module) => module.featureModules);

/**
 * The feature modules loaded into one container (the browser's, or a server
 * render's), each once: a module loaded twice would bind its services twice,
 * and inversify cannot choose between two bindings. Its chunk is fetched
 * once per page; a chunk that did not arrive is forgotten, so the next
 * navigation (or "Muat Ulang") asks again.
 */
export class FeatureBindings {
  private readonly loaded = new Set<FeatureModuleName>();
  private readonly loading = new Map<FeatureModuleName, Promise<void>>();

  constructor(private readonly container: Container) {}

  areLoaded(names: readonly FeatureModuleName[]): boolean {
    return names.every((name) => this.loaded.has(name));
  }

  load(names: readonly FeatureModuleName[]): Promise<void> {
    return Promise.all(names.map((name) => this.loadOne(name))).then(() => undefined);
  }

  /** A service of modules the page did not need until now (the cart's Checkout button starts the checkout's use case). */
  async resolve<T>(names: readonly FeatureModuleName[], id: ServiceId<T>): Promise<T> {
    await this.load(names);
    return this.container.get<T>(id as ServiceIdentifier<T>);
  }

  private loadOne(name: FeatureModuleName): Promise<void> {
    if (this.loaded.has(name)) return Promise.resolve();
    let pending = this.loading.get(name);
    if (!pending) {
      const fromTable = () => moduleTable().then((modules) => modules[name]());
      pending = loadChunk(`the ${name} module`, () => importRendered<{ readonly default: ContainerModule }>(featureModuleManifestKey(name), fromTable)).then(
        ({ default: module }) => {
          // Another caller may have finished first while this one waited for the same chunk.
          if (!this.loaded.has(name)) this.container.load(module);
          this.loaded.add(name);
          this.loading.delete(name);
        },
        (error: unknown) => {
          this.loading.delete(name);
          throw error;
        },
      );
      this.loading.set(name, pending);
    }
    return pending;
  }
}
