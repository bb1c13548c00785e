import { Observable } from 'rxjs';

/**
 * Whether the shopper can see the page (the browser's `document.visibilityState`),
 * told by the web layer, which has no rxjs: what runs on a schedule for the
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

/** A page the test shows and hides by hand. */
export class ManualPageVisibility implements PageVisibility {
  private readonly listeners = new Set<() => void>();
  constructor(public visible = true) {}

  set(visible: boolean): void {
    this.visible = visible;
    for (const listener of [...this.listeners]) listener();
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
