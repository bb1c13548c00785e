/** Collections of the giveaways area. */
export const createGiveawaysCollections = () => ({});
