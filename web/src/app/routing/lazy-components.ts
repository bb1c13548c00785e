import type { ComponentType } from 'react';
import { loadChunk } from './chunks';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a page's and a frame's props differ; each caller names its own.
type AnyComponent = ComponentType<any>;

/**
 * The route table's components, each a chunk of its own found by Vite's glob:
 * pages (`features/<feature>/pages/<Page>.tsx`) and frames
 * (`features/<feature>/frames/<Frame>.tsx`), named `<feature>/<Name>` in a
 * row. Each is loaded once; a failed load is forgotten, so "Muat Ulang" (or
 * the next visit) tries again.
 */
const importers = import.meta.glob<{ readonly default: AnyComponent }>(['../../features/*/pages/*Page.tsx', '../../features/*/frames/*Frame.tsx']);

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
  const load = (): Promise<AnyComponent> => {
    const done = loaded.get(key);
    if (done) return Promise.resolve(done);
    let pending = loading.get(key);
    if (!pending) {
      const importer = importers[key];
      if (!importer) return Promise.reject(new Error(`No ${folder} module for ${name}`));
      pending = loadChunk(name, importer).then(
        (module) => {
          loaded.set(key, module.default);
          loading.delete(key);
          return module.default;
        },
        (error: unknown) => {
          loading.delete(key);
          throw error;
        },
      );
      loading.set(key, pending);
    }
    return pending;
  };

  return {
    /** The build manifest's key of its chunk, for the server's modulepreload links. */
    manifestKey: key.replace('../../', 'src/'),
    exists: key in importers,
    loaded: loaded.get(key),
    load,
  };
};
