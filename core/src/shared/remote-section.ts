import { BehaviorSubject, type Observable, Subject, switchMap } from 'rxjs';
import { type Loadable, idle, loadingThen } from '../shared/loadable';

/**
 * One part of a page read from the server (a home block, a promotion list, …):
 * idle → loading → ready or failed, with a retry. A newer request replaces an older one
 * still on its way, so a slow first answer never overwrites a retry. Each part is a
 * subclass naming its call, so the composition root binds each one by its class.
 */
export class RemoteSection<T> {
  private readonly requests = new Subject<void>();
  private readonly state = new BehaviorSubject<Loadable<T>>(idle);
  readonly state$: Observable<Loadable<T>> = this.state.asObservable();

  constructor(fetchValue: () => Promise<T>, call: string) {
    this.requests
      .pipe(
        switchMap(() =>
          loadingThen(fetchValue, call),
        ),
      )
      .subscribe((next) => this.state.next(next));
  }

  get current(): Loadable<T> {
    return this.state.getValue();
  }

  /** Fetches again, whatever is shown now (the retry button). */
  load(): void {
    this.requests.next();
  }

  /** Fetches unless the data is already here or on its way (opening the home page). */
  ensureLoaded(): void {
    const { status } = this.state.getValue();
    if (status === 'idle' || status === 'failed') this.load();
  }
}

/** A list block with nothing to show is left out of the page, heading and all. */
export const isEmptySection = <T>(state: Loadable<readonly T[]>): boolean => state.status === 'ready' && state.value.length === 0;
