/** Collections of the chat area. */
export const createChatCollections = () => ({});
