import { BehaviorSubject, type Observable, combineLatest, map } from 'rxjs';
import { RemoteSection } from '../shared/remote-section';
import type { Loadable } from '../shared/loadable';
import { token } from '../shared/token';
import type { Popup } from './banner';
import type { HomeContentApi } from './home-content-api.port';

/**
 * The popups the shopper closed. The browser keeps them for the tab's session
 * (sessionStorage): closing a popup keeps it closed through reloads and other pages of the
 * visit, and a new visit shows it again, the way the store's promotions are meant to be seen.
 */
export interface PopupDismissalStore {
  load(): readonly number[];
  save(ids: readonly number[]): void;
}

export const PopupDismissalStoreToken = token<PopupDismissalStore>('PopupDismissalStore');

/** What the popup shows: the image, where it leads (null: nowhere), and its id to close it by. */
export interface PopupView {
  readonly id: number;
  readonly imageUrl: string;
  readonly href: string | null;
}

/** The popup on screen: the first popup the shopper has not closed, or none. */
export const popupToShow = (popups: readonly Popup[], closedIds: readonly number[]): PopupView | null => {
  const popup = popups.find((candidate) => candidate.imageUrl !== '' && !closedIds.includes(candidate.id));
  return popup ? { id: popup.id, imageUrl: popup.imageUrl, href: popup.link?.trim() ? popup.link.trim() : null } : null;
};

/**
 * The home popup (`GET uni/popup?application=MORE`): "The popup shows when popups exist and
 * stays until the user closes it" (document 1 §4). The popups are public (loaded with the page);
 * whether one was closed is the shopper's, read from the dismissal store.
 */
export class HomePopup extends RemoteSection<readonly Popup[]> {
  private readonly closed: BehaviorSubject<readonly number[]>;
  /** The popup to show now, or null (none, not loaded, failed: a popup never shows an error). */
  readonly popup$: Observable<PopupView | null>;

  constructor(
    api: HomeContentApi,
    private readonly dismissals: PopupDismissalStore,
  ) {
    super(() => api.popups(), 'GET uni/popup');
    this.closed = new BehaviorSubject<readonly number[]>(dismissals.load());
    this.popup$ = combineLatest([this.state$, this.closed]).pipe(
      map(([state, closed]: [Loadable<readonly Popup[]>, readonly number[]]) => (state.status === 'ready' ? popupToShow(state.value, closed) : null)),
    );
  }

  /** The shopper closed the popup: it stays closed for the rest of the visit. */
  close(id: number): void {
    const closed = this.closed.getValue();
    if (closed.includes(id)) return;
    const next = [...closed, id];
    this.closed.next(next);
    this.dismissals.save(next);
  }
}
