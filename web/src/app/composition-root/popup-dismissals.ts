import type { KeyValueStorage } from '@more/adapters/storage';
import type { PopupDismissalStore } from '@more/core';
import { inject, injectable } from 'inversify';
import { TabStorageToken } from './surroundings';

const CLOSED_POPUPS = 'more.popup.closed';

/** A closed home popup stays closed for the tab's session (sessionStorage; memory on the server). */
@injectable()
export class PopupDismissals implements PopupDismissalStore {
  constructor(@inject(TabStorageToken) private readonly storage: KeyValueStorage) {}

  load(): readonly number[] {
    try {
      const ids: unknown = JSON.parse(this.storage.getItem(CLOSED_POPUPS) ?? '[]');
      return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : [];
    } catch {
      return [];
    }
  }

  save(ids: readonly number[]): void {
    this.storage.setItem(CLOSED_POPUPS, JSON.stringify(ids));
  }
}
