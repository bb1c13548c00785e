import type { MockClock } from '../clock';
import type { Database } from '../db/database';

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
  /** The credential the shipment service accepts (document 2 §6: "a fixed embedded credential"). */
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
}
