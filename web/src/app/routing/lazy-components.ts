import { keepFailure, loadChunk } from '../chunks';
import type { AnyComponent } from './component-importers';
import { importRendered } from '../rendered-chunks';

/**
 * The route table's components (component-importers.ts), named `<feature>/<Name>`
 * in a row. Each is loaded once; a failed load stays failed until the next
 * navigation (chunks.ts, keepFailure), which tries again, as "Muat Ulang" does. The page the server rendered is imported
 * by its address; every other through the table of importers, a chunk the
 * first navigation (or the idle time after hydration) fetches.
 */
export const componentTable = () => import('./component-importers').then((module) => module.componentImporters);

export type ComponentFolder = 'pages' | 'frames';

/** `pages`, `home/HomePage` → the glob's key for `features/home/pages/HomePage.tsx`. */
const moduleKey = (folder: ComponentFolder, name: string): string => {
  const [feature, file] = name.split('/');
  return `../../features/${feature}/${folder}/${file}.tsx`;
};
const loaded = new Map<string, AnyComponent>();
const loading = new Map<string, Promise<AnyComponent>>();

export const lazyComponent = (folder: ComponentFolder, name: string) => {
  const key = moduleKey(folder, name);
  /** The build manifest's key of its chunk, for the server's modulepreload links. */
  const manifestKey = key.replace('../../', 'src/');
  const load = (): Promise<AnyComponent> => {
    const done = loaded.get(key);
    if (done) return Promise.resolve(done);
    let pending = loading.get(key);
    if (!pending) {
      const fromTable = () =>
        componentTable().then((importers) => {
          const importer = importers[key];
          if (!importer) throw new Error(`No ${folder} module for ${name}`);
          return importer();
        });
      pending = loadChunk(name, () => importRendered<{ readonly default: AnyComponent }>(manifestKey, fromTable)).then(
        (module) => {
          loaded.set(key, module.default);
          loading.delete(key);
          return module.default;
        },
        (error: unknown) => {
          keepFailure(() => {
            if (loading.get(key) === pending) loading.delete(key);
          });
          throw error;
        },
      );
      loading.set(key, pending);
    }
    return pending;
  };

  return {
    manifestKey,
    loaded: loaded.get(key),
    load,
  };
};
