import type * as z from 'zod/mini';
import type { CallName } from './call-name';

/** The schema of each call's answer (`data` of the envelope, or the shipment service's `result`). */
export type WireByCall = Partial<Record<CallName, z.ZodMiniType>>;
