import type { ImportFeatureModule } from './feature-bindings';

/**
 * The table of every feature module's importer (modules/index.ts): a chunk of its own, which the first
 * navigation (or the idle time after hydration) fetches. Apart from feature-bindings.ts, which the
 * modules use: the arrows go container → table → modules → feature-bindings, never back.
 */
export const moduleTable = () => import('./modules').then((module) => module.featureModules);

export const importFeatureModule: ImportFeatureModule = (name) => moduleTable().then((modules) => modules[name]());
