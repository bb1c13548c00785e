import indonesia from './indonesia.json';

/** Indonesia's provinces, regencies/cities and (for the bundled cities) districts and villages. */
export const regions = indonesia;
export type Regions = typeof indonesia;
