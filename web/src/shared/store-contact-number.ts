/**
 * The store's messaging-app number as configured (STORE_WHATSAPP_NUMBER on the
 * server, built into the bundle for the static demo). Setting 8 of `more/setting`
 * (document 2 §3) is the store's word, but only a customer may read it (document 2
 * §6); this one is what guests are offered, and customers until their settings
 * arrive. The default is the customer-service number the store's settings carry
 * (the mock's seed, mock-server/src/seed/promotions.ts): configuration, not a rule.
 */
export const DEFAULT_STORE_WHATSAPP_NUMBER = '6281130009000';
