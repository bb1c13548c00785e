/** Collections of the notifications area. */
export const createNotificationsCollections = () => ({});
