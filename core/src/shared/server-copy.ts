import { BehaviorSubject, type Observable } from 'rxjs';
import { toStoreFailure } from './failure';
import { type Loadable, failed, idle, loading, ready } from './loadable';

/**
 * The store's copy of one thing the server holds (the header's menus, the
 * meta pages, the site settings, the profile), fetched on demand.
 *
 * - `load` always fetches and never rejects: a failure is a state to show.
 * - A newer load wins over an older one still on its way, and `clear` drops
 *   every answer still on its way, so a slow first answer never overwrites a
 *   retry and a previous account's answer never lands after logout.
 * - `ensureLoaded` makes no call when the copy is here, and joins the load
 *   on its way instead of starting a second one (two parts of a page asking
 *   at once cause one call).
 */
export class ServerCopy<T> {
  private readonly state = new BehaviorSubject<Loadable<T>>(idle);
  readonly state$: Observable<Loadable<T>> = this.state.asObservable();
  private generation = 0;
  private inFlight: Promise<void> | null = null;

  constructor(
    private readonly request: () => Promise<T>,
    /** Names the call in a failure whose cause is not already a StoreFailure. */
    private readonly call: string,
    /** Told of each value as it is kept (not of outdated answers). */
    private readonly onReady: (value: T) => void = () => undefined,
  ) {}

  get current(): Loadable<T> {
    return this.state.getValue();
  }

  load(): Promise<void> {
    const generation = ++this.generation;
    this.state.next(loading);
    const attempt = this.settle(generation);
    this.inFlight = attempt;
    return attempt;
  }

  ensureLoaded(): Promise<void> {
    const { status } = this.current;
    if (status === 'ready') return Promise.resolve();
    if (status === 'loading' && this.inFlight) return this.inFlight;
    return this.load();
  }

  /**
   * A value the server answered to another call (an edit's answer): kept as
   * if loaded, and loads still on their way are dropped, so an older read
   * never puts back what the edit replaced.
   */
  keep(value: T): void {
    this.generation++;
    this.inFlight = null;
    this.state.next(ready(value));
    this.onReady(value);
  }

  /** Back to idle; answers still on their way are dropped. */
  clear(): void {
    this.generation++;
    this.inFlight = null;
    if (this.current.status !== 'idle') this.state.next(idle);
  }

  private async settle(generation: number): Promise<void> {
    let next: Loadable<T>;
    try {
      const value = await this.request();
      if (generation !== this.generation) return;
      next = ready(value);
      this.onReady(value);
    } catch (error) {
      if (generation !== this.generation) return;
      next = failed(toStoreFailure(error, this.call));
    }
    this.inFlight = null;
    this.state.next(next);
  }
}

/**
 * A use case that is one server copy (a section of a page read once, then
 * from memory; a failure a state with its retry): the subclass names its call
 * and how to fetch it, the copy does the rest.
 */
export abstract class ServerCopyUseCase<T> {
  private copy: ServerCopy<T> | null = null;

  protected abstract fetch(): Promise<T>;
  protected abstract readonly call: string;

  /** Made on first use: the subclass's `call` is set only after this class's constructor. */
  private get server(): ServerCopy<T> {
    return (this.copy ??= new ServerCopy(() => this.fetch(), this.call));
  }

  get state$(): Observable<Loadable<T>> {
    return this.server.state$;
  }

  get current(): Loadable<T> {
    return this.server.current;
  }

  /** Fetches again whatever is shown ("Coba Lagi"). */
  load(): Promise<void> {
    return this.server.load();
  }

  /** Fetches unless the answer is here or on its way. */
  ensureLoaded(): Promise<void> {
    return this.server.ensureLoaded();
  }
}
