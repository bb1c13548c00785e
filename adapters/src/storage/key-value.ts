/** The part of the Web Storage API the stores use: localStorage and sessionStorage fit it. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Storage in memory: for tests, and where the browser refuses storage (private modes, blocked cookies). */
export class MemoryStorage implements KeyValueStorage {
  private readonly items = new Map<string, string>();

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }
}

/**
 * The browser's storage when it can be used, else memory: Safari's private
 * mode and some webviews throw on the first write, and the store must still work.
 */
export const usableStorage = (get: () => KeyValueStorage | undefined): KeyValueStorage => {
  try {
    const storage = get();
    if (!storage) return new MemoryStorage();
    const probe = 'more:probe';
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return storage;
  } catch {
    return new MemoryStorage();
  }
};
