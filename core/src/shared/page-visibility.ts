import { Observable } from 'rxjs';

/**
 * Whether the shopper can see the page, told by the web layer (the platform's
 * visibility state; the web layer has no rxjs): what runs on a schedule for the
 * shopper's eyes (the chat's poll) stops while the tab is hidden.
 */
export interface PageVisibility {
  readonly visible: boolean;
  /** Calls `listener` after each change; answers the stop. */
  onChange(listener: () => void): () => void;
}

/** The visibility now and at each change. */
export const visibility$ = (page: PageVisibility): Observable<boolean> =>
  new Observable<boolean>((subscriber) => {
    subscriber.next(page.visible);
    return page.onChange(() => subscriber.next(page.visible));
  });
