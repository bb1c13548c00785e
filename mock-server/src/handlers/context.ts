import type { MockClock } from '../clock';
import type { Limits } from './limits';
import type { Database } from '../db/database';
import type { PhotoRenderer } from '../media/photos';

/**
 * A failure the mock shipment service is told to answer with (tests only:
 * the storefront's server calls the service, where a browser test cannot
 * intercept it). `message` null answers an HTML error page: nothing the
 * storefront can read a message from.
 */
export interface ShipmentFault {
  readonly status: number;
  readonly message: string | null;
}

/** The shipment service's calls a test may make fail: tracking, and the customer lookup. */
export interface ShipmentFaults {
  track: ShipmentFault | null;
  customer: ShipmentFault | null;
}

/** What every handler may use. */
export interface MockContext {
  readonly db: Database;
  readonly clock: MockClock;
  /** Path pattern the store API answers under (`*\/api/`: any origin). */
  readonly storeApiBase: string;
  /** Path pattern of the shipment service (`*\/shipment/`). */
  readonly shipmentBase: string;
  /**
   * The credential the shipment service accepts (document 2 §6: "a fixed embedded credential"): the
   * operator's, or a secret of this process; the README's token only as a shortcut (router.ts).
   */
  readonly shipmentToken: string;
  /** Failures the shipment service answers with until cleared (the test controls; a reset clears them). */
  readonly shipmentFaults: ShipmentFaults;
  /** Where the mock says what a developer needs to see, e.g. the OTP code it sent. */
  readonly log: (line: string) => void;
  /**
   * The developer's shortcuts: a provider token that names any email logs in
   * as it (`mock-google:<email>`), and the OTP 000000 passes every check. On
   * while the mock is reached only from this machine (store-server.ts turns
   * them off on any other interface): anyone who can reach them owns any account.
   */
  readonly shortcuts: { enabled: boolean };
  /**
   * Where shoppers reach the mock's media (`http://127.0.0.1:5173`, or PUBLIC_ORIGIN): the origin of every
   * absolute address in its answers (`image_url` …). Null only in process (tests, the browser's worker),
   * where the request's own origin is used. Never the request's Host header: a cache in front would keep
   * an answer whose pictures point wherever a caller's Host said.
   */
  readonly publicOrigin: { value: string | null };
  /**
   * Makes the media host's JPEG photos (media/photos.ts): set where sharp runs (the Node store server), null in
   * the browser's mock and in process, which serve and name the drawings (`.svg`) only. A reset keeps it.
   */
  readonly photos: { renderer: PhotoRenderer | null };
  /** How long a bearer token lives from its login (MockApiOptions.sessionSeconds): then every call with it answers 401. */
  readonly sessionSeconds: number;
  /** What the mock limits, as a real API does (limits.ts); a reset forgets every count. */
  readonly limits: Limits;
}

/** Headers a proxy adds: a request that came through one came from beyond this machine, whatever address it arrived at. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip'] as const;

/**
 * Whether this request may use the developer's shortcuts: they are on (store-server.ts decides at start)
 * and the request did not come through a proxy. Behind a proxy they stay off.
 */
export const shortcutsFor = (ctx: MockContext, request: Request): boolean =>
  ctx.shortcuts.enabled && !FORWARDING_HEADERS.some((name) => request.headers.has(name));
