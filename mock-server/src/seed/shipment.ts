import type { Database } from '../db/database';
import type { SeedContext } from './context';

/** Seeds the shipment area. */
export const seedShipment = async (_db: Database, _seed: SeedContext): Promise<void> => {};
