import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { Database } from '../db/database';

interface Snapshot {
  readonly version: 1;
  readonly collections: Record<string, unknown[]>;
}

/**
 * Keeps the mock's state in a JSON file between runs (MOCK_STATE_FILE): carts,
 * orders and accounts made while trying the store survive a restart.
 */
export class StateFile {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly path: string,
    private readonly db: Database,
  ) {}

  /** Replaces the seeded data with the file's, when the file exists. Answers whether it did. */
  async load(): Promise<boolean> {
    if (!existsSync(this.path)) return false;
    const snapshot = JSON.parse(readFileSync(this.path, 'utf8')) as Snapshot;
    if (snapshot.version !== 1) throw new Error(`${this.path} is not a mock state file this version reads`);
    for (const [name, collection] of Object.entries(this.db)) {
      const records = snapshot.collections[name];
      if (!records) continue;
      collection.clear();
      for (const record of records) await collection.create(record as never);
    }
    return true;
  }

  /** Saves soon: a burst of writes becomes one file write. */
  saveSoon(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.saveNow(), 300);
  }

  saveNow(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const collections = Object.fromEntries(Object.entries(this.db).map(([name, collection]) => [name, collection.all()]));
    const snapshot: Snapshot = { version: 1, collections };
    // Written aside and renamed, so a crash mid-write never leaves half a file.
    writeFileSync(`${this.path}.tmp`, JSON.stringify(snapshot));
    renameSync(`${this.path}.tmp`, this.path);
  }
}
