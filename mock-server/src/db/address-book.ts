/** Collections of the address-book area. */
export const createAddressBookCollections = () => ({});
