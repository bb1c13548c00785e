/**
 * Collections of the location area: none. The customer's chosen city is a
 * field of the customer record (db/account.ts), set by POST more/user/set-location.
 */
export const createLocationCollections = () => ({});
