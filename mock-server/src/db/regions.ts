import { Collection } from '@msw/data';
import { z } from 'zod';

/**
 * A bank of GET uni/bank (the regions of Indonesia themselves are static
 * reference data: seed/regions/indonesia.ts, read by handlers/regions).
 */
export const bankRecord = z.object({
  id: z.number().int(),
  /** Bank Indonesia's 3-digit clearing code, e.g. "014" for BCA. */
  code: z.string().regex(/^\d{3}$/),
  name: z.string(),
  /** What its logo says, e.g. "BCA". */
  shortName: z.string(),
});
export type BankRecord = z.infer<typeof bankRecord>;

/** Collections of the regions area. */
export const createRegionsCollections = () => ({
  banks: new Collection({ schema: bankRecord }),
});
