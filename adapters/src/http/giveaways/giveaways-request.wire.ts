import * as z from 'zod/mini';
import { pagingQueryWire } from '../request-fields';
import { id } from '../wire-fields';

/**
 * What the giveaway calls send. `DELETE more/user/giveaway/destroy/{id}`
 * names the claim by its number (idParamsWire); `POST more/event/index`
 * sends nothing.
 */

/** The query of `POST more/user/giveaway/index` (a POST that pages by its query): the page and its size, always sent. */
export const giveawayClaimsQueryWire = z.required(pagingQueryWire);
export type GiveawayClaimsQueryWire = z.input<typeof giveawayClaimsQueryWire>;

/** The body of `POST more/user/giveaway/store`: the event; `address_id` left out for the default address. */
export const giveawayClaimBodyWire = z.strictObject({ event_id: id(), address_id: z.optional(id()) });
export type GiveawayClaimBodyWire = z.input<typeof giveawayClaimBodyWire>;
