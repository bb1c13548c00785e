import type { HttpHandler } from 'msw';
import type { CallName } from '@more/adapters/wire';
import { MockClock } from './clock';
import { createDatabase, type Database } from './db/database';
import type { MockContext, ShipmentFaults } from './handlers/context';
import { createHandlers } from './handlers/handlers';
import { clearLimits, createLimits } from './handlers/limits';
import type { PhotoRenderer } from './media/photos';
import { clearDatabase, DEFAULT_SEED, seedDatabase } from './seed/seed';

export interface MockApiOptions {
  /** Another number seeds another store. */
  readonly seed?: number;
  /** The clock's start (ms since the epoch); the real time by default. */
  readonly now?: number;
  /** Multiplies the catalogue, for benchmarks. */
  readonly scale?: number;
  /** Path pattern of the store API; `*\/api/` (any origin) by default, `*\/` to answer at the root. */
  readonly storeApiBase?: string;
  readonly shipmentBase?: string;
  /**
   * The shipment service's credential, as its operator would configure it: a fresh secret of this
   * process by default. The README's `mock-shipment-token` is one of the developer's shortcuts.
   */
  readonly shipmentToken?: string;
  readonly log?: (line: string) => void;
  /** How long a bearer token lives from its login: 30 days by default (`npm start` reads MOCK_SESSION_SECONDS). */
  readonly sessionSeconds?: number;
  /**
   * Makes the media host's JPEG photos (`@more/mock-server/node`'s createPhotoRenderer; sharp, so Node only):
   * then products, banners, covers … are photos and the answers name them (`.jpg`). None by default: drawings (`.svg`).
   */
  readonly photos?: PhotoRenderer;
}

/** A token's life when none is configured: a month, as a store's "remember me" would keep a phone logged in. */
export const DEFAULT_SESSION_SECONDS = 30 * 24 * 3600;

export interface MockApi {
  readonly db: Database;
  readonly clock: MockClock;
  /** The shipment service's credential (MockApiOptions.shipmentToken): what the store's own server sends. */
  readonly shipmentToken: string;
  readonly handlers: HttpHandler[];
  /** The calls of document 2 the handlers answer. */
  readonly calls: ReadonlySet<CallName>;
  /** Back to the seed, at the clock's current time (the test controls' reset). */
  reset(): Promise<void>;
  /** Makes the shipment service's calls fail until cleared (null) or reset (the test controls' shipment-fault). */
  setShipmentFaults(faults: Partial<ShipmentFaults>): void;
  /** Turns the developer's shortcuts (MockContext.shortcuts) on or off; on by default, a reset keeps the choice. */
  setShortcuts(enabled: boolean): void;
  readonly shortcutsEnabled: boolean;
  /** Sets the origin of the absolute addresses in the mock's answers (MockContext.publicOrigin); a reset keeps it. */
  setPublicOrigin(origin: string | null): void;
  /** Serves photos made by this renderer, or only drawings (null); a reset keeps it. The Node store server sets one. */
  setPhotoRenderer(renderer: PhotoRenderer | null): void;
  readonly photoRenderer: PhotoRenderer | null;
}

/** 24 random bytes, base64url: a credential nobody outside this process knows (Web Crypto: Node and the browser). */
const freshSecret = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

/** A seeded database with its handlers: the whole mock API, ready to be served. */
export const createMockApi = async (options: MockApiOptions = {}): Promise<MockApi> => {
  const db = createDatabase();
  const clock = new MockClock();
  if (options.now !== undefined) clock.set(options.now);
  const ctx: MockContext = {
    db,
    clock,
    storeApiBase: options.storeApiBase ?? '*/api/',
    shipmentBase: options.shipmentBase ?? '*/shipment/',
    shipmentToken: options.shipmentToken ?? freshSecret(),
    shipmentFaults: { track: null, customer: null },
    log: options.log ?? (() => {}),
    shortcuts: { enabled: true },
    publicOrigin: { value: null },
    photos: { renderer: options.photos ?? null },
    sessionSeconds: options.sessionSeconds ?? DEFAULT_SESSION_SECONDS,
    limits: createLimits(clock),
  };
  const seed = () => seedDatabase(db, { seed: options.seed ?? DEFAULT_SEED, now: clock.unixSeconds(), scale: options.scale ?? 1 });
  await seed();
  const { handlers, calls } = createHandlers(ctx);
  return {
    db,
    clock,
    shipmentToken: ctx.shipmentToken,
    handlers,
    calls,
    setShipmentFaults: (faults) => Object.assign(ctx.shipmentFaults, faults),
    setShortcuts: (enabled) => void (ctx.shortcuts.enabled = enabled),
    setPublicOrigin: (origin) => void (ctx.publicOrigin.value = origin === null ? null : new URL(origin).origin),
    setPhotoRenderer: (renderer) => void (ctx.photos.renderer = renderer),
    get photoRenderer() {
      return ctx.photos.renderer;
    },
    get shortcutsEnabled() {
      return ctx.shortcuts.enabled;
    },
    reset: async () => {
      Object.assign(ctx.shipmentFaults, { track: null, customer: null });
      clearLimits(ctx.limits);
      clearDatabase(db);
      await seed();
    },
  };
};
