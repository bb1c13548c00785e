import { usableStorage } from '@more/adapters/storage';
import { type ApiSnapshot, replayingFetch } from '@more/adapters/snapshot';
import { HttpSessionMirror } from '@more/adapters/session-mirror';
import { AuthStore, type Navigation, NavigationToken, SchedulerToken, Session, SessionMirrorToken, ShoppingCart, noSessionMirror, realTime, token } from '@more/core';
import { ContainerModule, inject, injectable } from 'inversify';
import { navigate } from 'wouter/use-browser-location';
import { createStoreContainer, type StoreContainer } from './container';
import {
  type ApiFetch,
  ApiFetchToken,
  DESK_SNAPSHOT_PREFIX,
  DeviceStorageToken,
  SHIPMENT_DESK_PATH,
  ShipmentDeskUrlToken,
  StoreApiUrlToken,
  TabStorageToken,
} from './surroundings';
import { keepSessionAcrossTabs } from './session-tabs';
import { type PageSnapshot, replayableAnswers } from './page-snapshot';

/** The page's snapshot of the server's answers (`<script id="store-snapshot">`). */
const ApiSnapshotToken = token<ApiSnapshot>('ApiSnapshot');

/** Core's navigation through the router: a use case that sends the shopper somewhere (a login, /404) moves the app. */
@injectable()
export class BrowserNavigation implements Navigation {
  go(path: string, options?: { readonly replace?: boolean }): void {
    navigate(path, { replace: options?.replace ?? false });
  }
}

/**
 * The adapters' fetch in the browser: it answers the calls the server made
 * for this page from the page's snapshot until hydration is over, so the
 * first client render equals the server's and nothing is fetched twice; then
 * everything goes to the network.
 */
@injectable()
export class ReplayingApiFetch implements ApiFetch {
  private readonly replay: ReturnType<typeof replayingFetch>;
  /** The storefront's own shipment endpoints' answers (the shipment page's), replayed the same way. */
  private readonly desk: ReturnType<typeof replayingFetch>;

  constructor(
    @inject(ApiSnapshotToken) snapshot: ApiSnapshot,
    @inject(StoreApiUrlToken) storeApiUrl: string,
    @inject(ShipmentDeskUrlToken) deskUrl: string,
  ) {
    const isDesk = (answer: ApiSnapshot[number]) => answer.key.startsWith(DESK_SNAPSHOT_PREFIX);
    const deskAnswers = snapshot.filter(isDesk).map((answer) => ({ ...answer, key: answer.key.slice(DESK_SNAPSHOT_PREFIX.length) }));
    this.desk = replayingFetch(deskAnswers, deskUrl, (input, init) => fetch(input, init));
    this.replay = replayingFetch(
      snapshot.filter((answer) => !isDesk(answer)),
      new URL(storeApiUrl, window.location.origin).href,
      this.desk.fetch,
    );
  }

  get fetch(): typeof fetch {
    return this.replay.fetch;
  }

  /** Hydration is over: the snapshot has served its page. */
  stop(): void {
    this.replay.stop();
    this.desk.stop();
  }

  /** How many calls the server's render got no answer to were failed from the snapshot (the browser must ask for them itself). */
  unanswered(): number {
    return this.replay.unanswered() + this.desk.unanswered();
  }
}

const browserSurroundings = (storeApiUrl: string, snapshot: PageSnapshot, sessionPath: string | undefined) =>
  new ContainerModule(({ bind }) => {
    bind(StoreApiUrlToken).toConstantValue(storeApiUrl);
    bind(ShipmentDeskUrlToken).toConstantValue(new URL(SHIPMENT_DESK_PATH, window.location.origin).href);
    bind(ApiSnapshotToken).toConstantValue(replayableAnswers(snapshot));
    bind(ReplayingApiFetch).toSelf();
    bind(ApiFetchToken).toService(ReplayingApiFetch);
    bind(DeviceStorageToken).toConstantValue(usableStorage(() => window.localStorage));
    bind(TabStorageToken).toConstantValue(usableStorage(() => window.sessionStorage));
    bind(NavigationToken).to(BrowserNavigation);
    // The storefront's server keeps a copy of the session to render the shopper's pages; the static demo has no server.
    bind(SessionMirrorToken).toConstantValue(sessionPath ? new HttpSessionMirror(sessionPath) : noSessionMirror);
    bind(SchedulerToken).toConstantValue(realTime);
  });

/**
 * The browser's one container for the shopper's visit: real storage, the
 * router's navigation, and the snapshot's fetch until `hydrated()`, which
 * answers true when the page hydrated without some of its answers (the
 * server's render got none): its loaders must then ask for them.
 * `watchShopper()` starts the session's and the cart's watch; it is a step of
 * its own, so that the start can give the browser a task boundary between
 * building the container and resolving the session's graph (each some 30 ms
 * on a phone, one long task together).
 */
export const createBrowserContainer = (
  storeApiUrl: string,
  snapshot: PageSnapshot,
  sessionPath?: string,
): StoreContainer & { hydrated: () => boolean; watchShopper: () => void } => {
  const store = createStoreContainer(browserSurroundings(storeApiUrl, snapshot, sessionPath));
  const { container } = store;
  return {
    ...store,
    watchShopper: () => {
      // The session watches every call from now on (401 → local logout, 404 → /404), and the other tabs' logins and logouts.
      keepSessionAcrossTabs(container.get(AuthStore), container.get(Session), container.get(DeviceStorageToken));
      // The cart's care beyond this page (other tabs, a page being hidden) is a chunk of its own: nothing changes the cart before it is here.
      // With the storefront's server (not the static demo), it also keeps a guest's cart outline in a cookie for the server's /cart.
      void import('./browser-cart').then(({ keepCartBeyondThisPage }) =>
        keepCartBeyondThisPage(container.get(ShoppingCart), container.get(DeviceStorageToken), sessionPath !== undefined),
      );
    },
    hydrated: () => {
      const replay = container.get(ReplayingApiFetch);
      replay.stop();
      return replay.unanswered() > 0;
    },
  };
};
