import { BehaviorSubject, type Observable } from 'rxjs';
import { toStoreFailure } from '../shared/failure';
import { type Loadable, failed, idle, loading, ready } from '../shared/loadable';
import type { Bank } from './region';
import type { RegionsApi } from './regions-api.port';

/**
 * The banks a customer's account can be at (`GET uni/bank`), with their
 * logos: public reference data, asked once and kept (nothing of a customer,
 * so nothing to clear at logout).
 */
export class BankList {
  private readonly state = new BehaviorSubject<Loadable<readonly Bank[]>>(idle);
  readonly state$: Observable<Loadable<readonly Bank[]>> = this.state.asObservable();
  private asking: Promise<void> | null = null;

  constructor(private readonly api: Pick<RegionsApi, 'banks'>) {}

  get current(): Loadable<readonly Bank[]> {
    return this.state.getValue();
  }

  /** Asks for the list unless it is here or on its way; a failed list is asked again. */
  ensureLoaded(): Promise<void> {
    if (this.current.status === 'ready') return Promise.resolve();
    this.asking ??= this.ask().finally(() => (this.asking = null));
    return this.asking;
  }

  private async ask(): Promise<void> {
    this.state.next(loading);
    try {
      this.state.next(ready(await this.api.banks()));
    } catch (error) {
      this.state.next(failed(toStoreFailure(error, 'GET uni/bank')));
    }
  }
}
