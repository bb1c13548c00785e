import type { Container, ContainerModule, ServiceIdentifier } from 'inversify';
import type { ServiceId } from '../../shared/services';
import { loadChunk } from '../chunks';
import { importRendered } from '../rendered-chunks';
import type { FeatureModuleName } from './module-names';

/** The build manifest's key of a module's chunk, for the server's modulepreload links. */
export const featureModuleManifestKey = (name: FeatureModuleName): string => `src/app/composition-root/modules/${name}.module.ts`;

/** A feature module's chunk, by its name (module-table.ts): given, so that this file does not import the modules, some of which use it. */
export type ImportFeatureModule = (name: FeatureModuleName) => Promise<{ readonly default: ContainerModule }>;

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

  constructor(
    private readonly container: Container,
    private readonly importModule: ImportFeatureModule,
  ) {}

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
      // The modules the server rendered with are imported by their address (rendered-chunks.ts), every other through the table.
      pending = loadChunk(`the ${name} module`, () => importRendered(featureModuleManifestKey(name), () => this.importModule(name))).then(
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
