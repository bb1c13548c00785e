import type { Container, ContainerModule, ServiceIdentifier } from 'inversify';
import type { ServiceId } from '../../shared/services';
import { loadChunk } from '../chunks';
import { importRendered } from '../rendered-chunks';

/**
 * The build manifest's key of a module's chunk, for the server's modulepreload links: a module's name is its
 * file in its feature's folder (feature-modules.ts), `'<feature>'` → `src/features/<feature>/<feature>.module.ts`,
 * `'<feature>/<part>'` → `src/features/<feature>/<part>.module.ts`.
 */
export const featureModuleManifestKey = (name: string): string => (name.includes('/') ? `src/features/${name}.module.ts` : `src/features/${name}/${name}.module.ts`);

/**
 * A feature module's chunk, by its name (module-table.ts): given, so that this file does not import the modules,
 * some of which use it. A function typed as a method, whose parameter TypeScript compares both ways: the bindings
 * of the table's names (container.ts) are then also the bindings the routing and the modules see (`FeatureBindings`).
 */
export type ImportFeatureModule<Name extends string> = { import(name: Name): Promise<{ readonly default: ContainerModule }> }['import'];

/**
 * The feature modules loaded into one container (the browser's, or a server
 * render's), each once: a module loaded twice would bind its services twice,
 * and inversify cannot choose between two bindings. Its chunk is fetched
 * once per page; a chunk that did not arrive is forgotten, so the next
 * navigation (or "Muat Ulang") asks again.
 *
 * `Name` is the table's names (module-names.ts) where the container is made
 * (container.ts). This file does not import them: the names are the table's
 * keys, the table imports the modules, and the cart's module uses this file
 * (a circle). So a module that loads others on demand names them as text, and
 * the container's tests load them.
 */
export class FeatureBindings<Name extends string = string> {
  private readonly loaded = new Set<Name>();
  private readonly loading = new Map<Name, Promise<void>>();

  constructor(
    private readonly container: Container,
    private readonly importModule: ImportFeatureModule<Name>,
  ) {}

  areLoaded(names: readonly Name[]): boolean {
    return names.every((name) => this.loaded.has(name));
  }

  load(names: readonly Name[]): Promise<void> {
    return Promise.all(names.map((name) => this.loadOne(name))).then(() => undefined);
  }

  /** A service of modules the page did not need until now (the cart's Checkout button starts the checkout's use case). */
  async resolve<T>(names: readonly Name[], id: ServiceId<T>): Promise<T> {
    await this.load(names);
    return this.container.get<T>(id as ServiceIdentifier<T>);
  }

  /** A service of modules already loaded in this page, or null: for what acts only on what the page opened (home empties an opened checkout). */
  loadedService<T>(names: readonly Name[], id: ServiceId<T>): T | null {
    return this.areLoaded(names) ? this.container.get<T>(id as ServiceIdentifier<T>) : null;
  }

  private loadOne(name: Name): Promise<void> {
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
