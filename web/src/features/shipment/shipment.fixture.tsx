import { AuthStore, InMemorySessionStore, NavigationToken, ShipmentTracking, type StoredSession } from '@more/core';
import { InMemoryShipmentDesk, aUser } from '@more/core/testing';
import { render } from '@testing-library/react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { RenderedNavigation } from '../../shared/navigation.fixture';
import type { ServiceId, Services } from '../../shared/services';
import ShipmentTrackingPage from './pages/ShipmentTrackingPage';
import { ServicesProvider } from '../../shared/services';

/** Core's shipment use case over core's desk fake (which decides disclosure as the server does), looked up as the composition root answers it. */
export const shipmentWorld = (options: { readonly signedIn?: StoredSession | null } = {}) => {
  const auth = new AuthStore(new InMemorySessionStore(options.signedIn ?? null));
  const desk = new InMemoryShipmentDesk();
  const tracking = new ShipmentTracking(desk);
  const navigation = new RenderedNavigation();
  const byId = new Map<ServiceId<unknown>, unknown>([
    [AuthStore, auth],
    [ShipmentTracking, tracking],
    [NavigationToken, navigation],
  ]);
  const services: Services = {
    get: <T,>(id: ServiceId<T>): T => {
      if (!byId.has(id)) throw new Error(`No fake bound for ${String(id)}`);
      return byId.get(id) as T;
    },
  };
  return { auth, desk, tracking, navigation, services };
};

export type ShipmentWorld = ReturnType<typeof shipmentWorld>;

/** The demo customer, logged in. */
export const signedInOwner: StoredSession = { token: 'token-pemilik', user: aUser() };

/** Renders /omnitracking/{sn?} at an address, in memory, as the route table does; `path()` is where it went last. */
export const renderShipmentPage = (address: string, world: ShipmentWorld) => {
  const location = memoryLocation({ path: address, record: true });
  world.navigation.router = location.navigate;
  const view = render(
    <ServicesProvider services={world.services}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Route path="/omnitracking/:sn?">{(params) => <ShipmentTrackingPage params={params} />}</Route>
      </Router>
    </ServicesProvider>,
  );
  return { ...view, path: () => location.history.at(-1) ?? address };
};
