import indonesia from './indonesia.json';

/**
 * Indonesia's provinces and regencies/cities, small enough to read at start.
 * Their districts and villages are loaded on first need (districts-and-villages.ts).
 */
export const regions = indonesia;
export type Regions = typeof indonesia;
