import * as z from 'zod/mini';
import { shopperCityWire } from './location.wire';

/** The body of `POST more/user/set-location`: the chosen city, in the shape the bundled list and the answer write it (toCityWire). */
export const setLocationBodyWire = z.strictObject(shopperCityWire.shape);
export type SetLocationBodyWire = z.input<typeof setLocationBodyWire>;
