import type { ActivityReminderChoiceStore } from '@more/core';
import * as z from 'zod/mini';
import { JsonSlot, storageKey } from './json-slot';
import type { KeyValueStorage } from './key-value';

/*
 * Its own module, not re-exported by ./index (which is in the entry every
 * page loads): the MOREVERSE reminders belong to the showroom's chunk.
 */

const idsShape: z.ZodMiniType<number[]> = z.array(z.number().check(z.int(), z.minimum(1)));

/**
 * ★ "Ingatkan Saya" of MOREVERSE: the chosen activity ids on this device, for
 * a guest and a customer alike (the server keeps no choice; document 2 sends
 * them with `moreverse/reminder?activities={ids}`). A value of another shape
 * reads as no choice.
 */
export class BrowserActivityReminderChoice implements ActivityReminderChoiceStore {
  private readonly slot: JsonSlot<number[]>;

  constructor(storage: KeyValueStorage) {
    this.slot = new JsonSlot(storage, storageKey('moreverse-reminders'), idsShape);
  }

  load(): readonly number[] {
    return this.slot.read() ?? [];
  }

  save(activityIds: readonly number[]): void {
    if (activityIds.length === 0) this.slot.clear();
    else this.slot.write([...activityIds]);
  }
}
