/** Collections of the shipment area. */
export const createShipmentCollections = () => ({});
