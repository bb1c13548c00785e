import { type Observable, Subject } from 'rxjs';
import type { StoreFailure } from './failure';

/**
 * Where every adapter reports a failed call, whichever feature made it; the
 * session reads it to apply the 401 and 404 rules (document 2 §8).
 */
export class FailureFeed {
  private readonly failures = new Subject<StoreFailure>();
  readonly failures$: Observable<StoreFailure> = this.failures.asObservable();

  report(failure: StoreFailure): void {
    this.failures.next(failure);
  }
}
