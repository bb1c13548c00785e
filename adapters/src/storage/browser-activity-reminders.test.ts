import { describe, expect, it } from 'vitest';
import { BrowserActivityReminderChoice } from './browser-activity-reminders';
import type { KeyValueStorage } from './key-value';

const memory = (): KeyValueStorage & { readonly items: Map<string, string> } => {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
};

describe('BrowserActivityReminderChoice', () => {
  it('keeps the chosen ids under a versioned key, and clears the key when none is chosen', () => {
    const storage = memory();
    const store = new BrowserActivityReminderChoice(storage);
    store.save([3, 1]);
    expect(storage.items.get('more:v1:moreverse-reminders')).toBe('[3,1]');
    expect(new BrowserActivityReminderChoice(storage).load()).toEqual([3, 1]);
    store.save([]);
    expect(storage.items.has('more:v1:moreverse-reminders')).toBe(false);
  });

  it('reads a value of another shape as no choice', () => {
    const storage = memory();
    storage.setItem('more:v1:moreverse-reminders', '["1",0]');
    expect(new BrowserActivityReminderChoice(storage).load()).toEqual([]);
  });
});
