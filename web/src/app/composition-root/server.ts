import { BrowserSessionStore, MemoryStorage } from '@more/adapters/storage';
import { type ApiSnapshot, recordingFetch } from '@more/adapters/snapshot';
import { type Navigation, NavigationToken, SchedulerToken, SessionMirrorToken, noSessionMirror, realTime, token } from '@more/core';
import { ContainerModule, inject, injectable } from 'inversify';
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

/** The fetch the server render's adapters go through (the global fetch unless a test passes its own). */
const UpstreamFetchToken = token<typeof fetch>('UpstreamFetch');

/** A use case's navigation during a server render (a 404 sends to /404): the page the server renders says so itself, so it is only remembered. */
@injectable()
export class RecordedRedirects implements Navigation {
  readonly paths: string[] = [];

  go(path: string): void {
    this.paths.push(path);
  }
}

/**
 * The adapters' fetch on the server: every answer under the store API, and
 * under the storefront's own shipment endpoints, is recorded for the page's snapshot.
 */
@injectable()
export class RecordingApiFetch implements ApiFetch {
  private readonly recording: ReturnType<typeof recordingFetch>;
  private readonly desk: ReturnType<typeof recordingFetch>;

  constructor(
    @inject(StoreApiUrlToken) storeApiUrl: string,
    @inject(ShipmentDeskUrlToken) deskUrl: string,
    @inject(UpstreamFetchToken) upstream: typeof fetch,
  ) {
    this.desk = recordingFetch(deskUrl, upstream);
    this.recording = recordingFetch(storeApiUrl, this.desk.fetch);
  }

  get fetch(): typeof fetch {
    return this.recording.fetch;
  }

  answers(): ApiSnapshot {
    return [...this.recording.answers(), ...this.desk.answers().map((answer) => ({ ...answer, key: `${DESK_SNAPSHOT_PREFIX}${answer.key}` }))];
  }
}

/**
 * The render's device storage: empty for a guest; for a page asked with the storefront's session cookie, the
 * session's token alone (its user is the API's to say: AccountProfile.resume), as the browser keeps it.
 */
const deviceStorageFor = (sessionToken: string | null): MemoryStorage => {
  const storage = new MemoryStorage();
  if (sessionToken) new BrowserSessionStore(storage).save({ token: sessionToken, user: null });
  return storage;
};

const serverSurroundings = (storeApiUrl: string, deskUrl: string, upstream: typeof fetch, sessionToken: string | null) =>
  new ContainerModule(({ bind }) => {
    bind(StoreApiUrlToken).toConstantValue(storeApiUrl);
    bind(ShipmentDeskUrlToken).toConstantValue(deskUrl);
    bind(UpstreamFetchToken).toConstantValue(upstream);
    bind(RecordingApiFetch).toSelf();
    bind(ApiFetchToken).toService(RecordingApiFetch);
    // Memory, fresh at every render: nothing of one shopper's request reaches another's.
    bind(DeviceStorageToken).toConstantValue(deviceStorageFor(sessionToken));
    bind(TabStorageToken).toConstantValue(new MemoryStorage());
    // The render reads the session's cookie; only the storefront's own answers ever write it (storefront.ts).
    bind(SessionMirrorToken).toConstantValue(noSessionMirror);
    bind(RecordedRedirects).toSelf();
    bind(NavigationToken).toService(RecordedRedirects);
    bind(SchedulerToken).toConstantValue(realTime);
  });

/**
 * A fresh container for one server render: memory for storage, and a fetch that records every answer for the page's snapshot.
 * `deskUrl`: the storefront's own shipment endpoints (absolute), which the render's `upstream` may answer in-process.
 * `sessionToken`: the session's token from the storefront's cookie, for a page rendered for its customer; null for a guest's.
 */
export const createServerContainer = (
  storeApiUrl: string,
  upstream: typeof fetch = fetch,
  deskUrl = new URL(SHIPMENT_DESK_PATH, storeApiUrl).href,
  sessionToken: string | null = null,
): StoreContainer & { answers: () => ApiSnapshot } => {
  const store = createStoreContainer(serverSurroundings(storeApiUrl, deskUrl, upstream, sessionToken));
  return { ...store, answers: () => store.container.get(RecordingApiFetch).answers() };
};
