import { segment } from './segment';

/** The shipment desk, `/omnitracking/{sn?}`: empty, or with a shipment number looked up. */
export const shipmentTracking = (shipmentNumber?: string): string =>
  shipmentNumber === undefined ? '/omnitracking' : `/omnitracking/${segment(shipmentNumber)}`;
