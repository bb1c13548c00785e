import fc from 'fast-check';
import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { whenSettled } from '../shared/loadable';
import type { Popup } from './banner';
import { InMemoryHomeContentApi } from './fakes';
import { HomePopup, type PopupDismissalStore, popupToShow } from './home-popup';

class MemoryDismissals implements PopupDismissalStore {
  saved: readonly number[];
  constructor(initial: readonly number[] = []) {
    this.saved = initial;
  }
  load() {
    return this.saved;
  }
  save(ids: readonly number[]) {
    this.saved = ids;
  }
}

const aPopup = (id: number, link: string | null = '/promotion'): Popup => ({ id, imageUrl: `https://img.test/popup-${id}.svg`, link });

describe('popupToShow (document 1 §4: "shows when popups exist and stays until the user closes it")', () => {
  it('is the first popup not closed, leading to its link or nowhere', () => {
    expect(popupToShow([aPopup(1), aPopup(2, null)], [])).toEqual({ id: 1, imageUrl: 'https://img.test/popup-1.svg', href: '/promotion' });
    expect(popupToShow([aPopup(1), aPopup(2, null)], [1])).toEqual({ id: 2, imageUrl: 'https://img.test/popup-2.svg', href: null });
    expect(popupToShow([], [])).toBeNull();
    expect(popupToShow([{ ...aPopup(1), imageUrl: '' }], [])).toBeNull();
  });

  it('never shows a closed popup, and shows one whenever an open one exists', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 20 }), { maxLength: 6 }), fc.array(fc.integer({ min: 1, max: 20 })), (ids, closed) => {
        const shown = popupToShow(ids.map((id) => aPopup(id)), closed);
        const open = ids.filter((id) => !closed.includes(id));
        return shown === null ? open.length === 0 : shown.id === open[0];
      }),
    );
  });
});

describe('HomePopup', () => {
  it('shows the popup once loaded, and closing it hides it and remembers it', async () => {
    const dismissals = new MemoryDismissals();
    const popup = new HomePopup(new InMemoryHomeContentApi({ popups: [aPopup(1)] }), dismissals);
    expect(await firstValueFrom(popup.popup$)).toBeNull();
    popup.ensureLoaded();
    await whenSettled(popup.state$);
    expect((await firstValueFrom(popup.popup$))?.id).toBe(1);
    popup.close(1);
    popup.close(1);
    expect(await firstValueFrom(popup.popup$)).toBeNull();
    expect(dismissals.saved).toEqual([1]);
  });

  it('stays closed on the next page load of the visit (the dismissal store)', async () => {
    const popup = new HomePopup(new InMemoryHomeContentApi({ popups: [aPopup(1)] }), new MemoryDismissals([1]));
    popup.ensureLoaded();
    await whenSettled(popup.state$);
    expect(await firstValueFrom(popup.popup$)).toBeNull();
  });

  it('shows nothing when the call fails: a popup never shows an error', async () => {
    const api = new InMemoryHomeContentApi({ popups: [aPopup(1)] });
    api.failWith = new Error('down');
    const popup = new HomePopup(api, new MemoryDismissals());
    popup.ensureLoaded();
    expect((await whenSettled(popup.state$)).status).toBe('failed');
    expect(await firstValueFrom(popup.popup$)).toBeNull();
  });
});
