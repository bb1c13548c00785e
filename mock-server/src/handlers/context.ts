import type { MockClock } from '../clock';
import type { Database } from '../db/database';

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
  /** Where the mock says what a developer needs to see, e.g. the OTP code it sent. */
  readonly log: (line: string) => void;
}
