import { STORE_BRAND, ShipmentTracking, isShipmentNumber, isUnknownShipment, shipmentPageTitle } from '@more/core';
import type { HeadContext, LoadContext, LoadResult, RouteHead } from '../../shared/route-contract';

/**
 * /omnitracking/{sn}'s data: the shipment through the storefront's own
 * server, as a guest (the server knows no shopper, so the customer is
 * masked). An unknown number is answered 404 while the page says so itself
 * and offers the lookup; a number that cannot be one is not asked for.
 */
export const loadShipmentPage = async ({ services, params: { sn } }: LoadContext): Promise<LoadResult> => {
  if (!sn) return 'ok';
  if (!isShipmentNumber(sn)) return 'not-found-shown';
  const state = await services.get(ShipmentTracking).open(sn);
  return state.status === 'failed' && isUnknownShipment(state.failure) ? 'not-found-shown' : 'ok';
};

/** The tab's title names the order; nothing of the customer goes into the head (it is shared in links' previews). */
export const shipmentPageHead = ({ services, params: { sn } }: HeadContext): Promise<RouteHead | null> => {
  if (!sn) return Promise.resolve(null);
  const { shipment } = services.get(ShipmentTracking).current;
  if (shipment.status !== 'ready') return Promise.resolve(null);
  return Promise.resolve({
    title: `${shipmentPageTitle(shipment.value)} | ${STORE_BRAND}`,
    description: `Status pengiriman pesanan ${shipment.value.orderNumber}: ${shipment.value.statusText}.`,
  });
};
