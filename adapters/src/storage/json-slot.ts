import type * as z from 'zod/mini';

import type { KeyValueStorage } from './key-value';

/** Keys carry a version: a release that changes a stored shape moves to v2 instead of misreading v1. */
export const storageKey = (name: string) => `more:v1:${name}`;

/**
 * One value in browser storage, as JSON, checked on the way back in. A value
 * that no longer fits its schema (an older release, a hand edit, a torn write)
 * is dropped and reads as absent: the shopper starts fresh instead of meeting
 * a broken page.
 */
export class JsonSlot<T> {
  constructor(
    private readonly storage: KeyValueStorage,
    readonly key: string,
    private readonly schema: z.ZodMiniType<T>,
  ) {}

  read(): T | null {
    let text: string | null;
    try {
      text = this.storage.getItem(this.key);
    } catch {
      return null;
    }
    if (text === null) return null;
    try {
      const parsed = this.schema.safeParse(JSON.parse(text));
      if (parsed.success) return parsed.data;
    } catch {
      // Not JSON: dropped below like a value of the wrong shape.
    }
    this.clear();
    return null;
  }

  /** Throws when the browser refuses the write (storage full): the caller decides what the shopper sees. */
  write(value: T): void {
    this.storage.setItem(this.key, JSON.stringify(value));
  }

  clear(): void {
    try {
      this.storage.removeItem(this.key);
    } catch {
      // Nothing stored can be cleared when storage is unavailable; there is nothing to lose.
    }
  }
}
