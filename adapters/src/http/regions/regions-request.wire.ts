import * as z from 'zod/mini';
import { pagingQueryWire } from '../request-fields';
import { text } from '../wire-fields';

/**
 * What the regions calls send: each level is asked by its parent's code, as
 * the level above answered it (region.wire.ts: a province 2 digits, a city 4,
 * a district 6).
 */

/** The query of `GET uni/city`: the province whose cities are asked. */
export const citiesQueryWire = z.strictObject({ province_id: z.string().check(z.regex(/^\d{2}$/)) });
export type CitiesQueryWire = z.input<typeof citiesQueryWire>;

/** The query of `GET uni/district`: the city whose districts are asked. */
export const districtsQueryWire = z.strictObject({ city_id: z.string().check(z.regex(/^\d{4}$/)) });
export type DistrictsQueryWire = z.input<typeof districtsQueryWire>;

/** The query of `GET uni/village`: the district whose villages are asked. */
export const villagesQueryWire = z.strictObject({ district_id: z.string().check(z.regex(/^\d{6}$/)) });
export type VillagesQueryWire = z.input<typeof villagesQueryWire>;

/** The query of `GET uni/city/overall`, the searchable city select: a blank keyword is left out (every city). */
export const citySearchQueryWire = z.strictObject({ ...pagingQueryWire.shape, q: z.optional(text()) });
export type CitySearchQueryWire = z.input<typeof citySearchQueryWire>;
