import type { ImportFeatureModule } from './feature-bindings';
import type { FeatureModuleName } from './module-names';

/**
 * The table of every feature module's importer (feature-modules.ts): a chunk of its own, which the first
 * navigation (or the idle time after hydration) fetches. Apart from feature-bindings.ts, which the
 * modules use: the arrows go container → table → modules → feature-bindings, never back.
 */
export const moduleTable = () => import('./feature-modules').then((module) => module.featureModules);

export const importFeatureModule: ImportFeatureModule<FeatureModuleName> = (name) => moduleTable().then((modules) => modules[name]());
