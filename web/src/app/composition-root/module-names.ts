import type { featureModules } from './feature-modules';

/**
 * The feature modules a route row may name (`modules`, `later`): the keys of the table of modules
 * (feature-modules.ts), the one list of them, `'<feature>'` or `'<feature>/<part>'`. Its own file, which
 * imports the table as a type alone, so that what loads modules and what names them (the route rows, the
 * container, the server) need not import the table at run time: it stays a chunk of its own, out of the entry.
 */
export type FeatureModuleName = keyof typeof featureModules;
