import { AuthStore, ShipmentDeskToken, ShipmentTracking } from '@more/core';
import { ContainerModule } from 'inversify';
import { binder } from '../../app/composition-root/binding';
import { clearedAtLogout } from '../../app/composition-root/cleared-at-logout';
import { lazyPort } from '../../app/composition-root/lazy-port';
import { type ApiFetch, ApiFetchToken, ShipmentDeskUrlToken } from '../../app/composition-root/surroundings';

/**
 * /omnitracking: the shipment as the storefront's own server answers it (the
 * shipment service's credential never reaches the browser). The desk's
 * adapter is a chunk of its own, over a client of the desk's path with the
 * shopper's bearer token, so the server can tell the order's owner. Its
 * failures are the page's to show: not the session's (a 404 here is an
 * unknown number, not /404).
 */
export default new ContainerModule((options) => {
  const { useCase, factory } = binder(options);
  factory(ShipmentDeskToken, [ShipmentDeskUrlToken, ApiFetchToken, AuthStore], (deskUrl: string, apiFetch: ApiFetch, auth: AuthStore) =>
    lazyPort(async () => {
      const [{ HttpShipmentDesk }, { createStoreApi }] = await Promise.all([import('@more/adapters/http/shipment-desk'), import('@more/adapters/store-api')]);
      // One retry of a read (a dropped connection on a phone): the server has already retried the service.
      return new HttpShipmentDesk(createStoreApi({ baseUrl: deskUrl, fetch: apiFetch.fetch, accessToken: () => auth.accessToken(), retry: { limit: 1, methods: ['get'] } }));
    }),
  );
  // The customer a lookup or the owner's session revealed goes at logout.
  useCase(ShipmentTracking, [ShipmentDeskToken]).onActivation(clearedAtLogout);
});
