import { type ConsultationDraftStore, type KeptConsultation, consultationFields } from '@more/core';
import * as z from 'zod/mini';
import { CONSULTATION_DRAFT_KEY } from './customer-slots';
import { JsonSlot } from './json-slot';
import type { KeyValueStorage } from './key-value';

/*
 * Its own module, not re-exported by ./index (which is in the entry every
 * page loads): the consultation form's draft belongs to the consultation's
 * chunk. The frame's CustomerSlots forgets it by name at logout.
 */

const draftShape = z.object(Object.fromEntries(consultationFields.map((field) => [field, z.string()])) as Record<(typeof consultationFields)[number], z.ZodMiniString>);

const keptShape: z.ZodMiniType<KeptConsultation> = z.object({
  draft: draftShape,
  receipt: z.nullable(
    z.object({
      id: z.number().check(z.int()),
      code: z.string(),
      status: z.enum(['waiting', 'scheduled', 'done', 'cancelled']),
      createdAt: z.number(),
    }),
  ),
});

/**
 * The consultation form in the tab's storage: what a guest typed survives the
 * trip to /login and back, and a sent request's receipt survives a reload
 * (the confirmation shows again; nothing is sent again). Not tied to an
 * owner like the checkout's draft: a guest's draft must reach the customer
 * they become, and a logout empties the slot.
 */
export class BrowserConsultationDraftStore implements ConsultationDraftStore {
  private readonly slot: JsonSlot<KeptConsultation>;

  constructor(storage: KeyValueStorage) {
    this.slot = new JsonSlot(storage, CONSULTATION_DRAFT_KEY, keptShape);
  }

  load(): KeptConsultation | null {
    return this.slot.read();
  }

  save(kept: KeptConsultation): void {
    this.slot.write(kept);
  }

  clear(): void {
    this.slot.clear();
  }
}
