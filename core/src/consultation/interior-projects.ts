import type { Page } from '../catalogue/product';
import { BehaviorSubject, type Observable, combineLatest, distinctUntilChanged, map, of, switchMap } from 'rxjs';
import type { StoreFailure } from '../shared/failure';
import { loadingThen } from '../shared/loadable';
import type { ConsultationApi } from './consultation-api.port';
import { INTERIOR_PAGE_SIZE, type InteriorCity, type InteriorProject, type InteriorProjectSummary } from './interior-project';

const LIST_CALL = 'GET more/interior/customer';
const DETAIL_CALL = 'GET more/interior/customer/{id}';

/** Which customers' projects a page shows: one city's or all (null), a page counted from 1. */
export interface InteriorProjectsQuery {
  readonly city: InteriorCity | null;
  readonly page: number;
}

/**
 * What the projects' place on a page shows. `more/interior/customer` needs
 * login (document 2 §6): a guest is invited to log in, never shown an error.
 */
export type InteriorProjectsView =
  | { readonly status: 'idle' }
  | { readonly status: 'login-needed' }
  | { readonly status: 'loading'; readonly query: InteriorProjectsQuery }
  | { readonly status: 'failed'; readonly query: InteriorProjectsQuery; readonly failure: StoreFailure }
  | { readonly status: 'empty'; readonly query: InteriorProjectsQuery }
  | {
      readonly status: 'ready';
      readonly query: InteriorProjectsQuery;
      readonly projects: readonly InteriorProjectSummary[];
      readonly total: number;
      readonly totalPages: number;
    };

/** What a project's page shows where its story and photos go (its address may name a project that is gone). */
export type InteriorProjectView =
  | { readonly status: 'idle' }
  | { readonly status: 'login-needed' }
  | { readonly status: 'loading'; readonly slug: string }
  | { readonly status: 'failed'; readonly slug: string; readonly failure: StoreFailure }
  | { readonly status: 'not-found'; readonly slug: string }
  | { readonly status: 'ready'; readonly slug: string; readonly project: InteriorProject };

const sameQuery = (a: InteriorProjectsQuery, b: InteriorProjectsQuery) => a.city === b.city && a.page === b.page;

/**
 * Runs `request` for what is wanted only while a customer is logged in, again
 * when one logs in (here, in another tab, by any door) and for a retry; a
 * guest, a logout or a 401 turns it into 'login-needed' at once, dropping
 * what the customer saw and any answer still on its way.
 */
const followSession = <W, V>(
  loggedIn$: Observable<boolean>,
  wanted$: Observable<{ readonly wanted: W | null }>,
  loginNeeded: V,
  idleView: V,
  request: (wanted: W) => Observable<V>,
): Observable<V> =>
  combineLatest([loggedIn$.pipe(distinctUntilChanged()), wanted$]).pipe(
    switchMap(([loggedIn, { wanted }]) => (wanted === null ? of(idleView) : loggedIn ? request(wanted) : of(loginNeeded))),
  );

/**
 * The customers' finished projects on /desain-interior and its city pages
 * (`GET more/interior/customer`, 12 a page, the city as its category). Shows
 * them to a customer, invites a guest to log in, and follows the session
 * while the page is open: a login elsewhere shows them without a reload.
 */
export class InteriorProjects {
  private readonly wanted = new BehaviorSubject<{ readonly wanted: InteriorProjectsQuery | null }>({ wanted: null });
  private readonly state = new BehaviorSubject<InteriorProjectsView>({ status: 'idle' });
  readonly state$: Observable<InteriorProjectsView> = this.state.asObservable();

  constructor(
    private readonly api: Pick<ConsultationApi, 'projects'>,
    loggedIn$: Observable<boolean>,
    private readonly perPage: number = INTERIOR_PAGE_SIZE,
  ) {
    followSession<InteriorProjectsQuery, InteriorProjectsView>(loggedIn$, this.wanted, { status: 'login-needed' }, { status: 'idle' }, (query) =>
      loadingThen<Page<InteriorProjectSummary>>(() => this.api.projects({ ...(query.city ? { city: query.city } : {}), page: query.page, perPage: this.perPage }), LIST_CALL).pipe(
        map((loadable): InteriorProjectsView => {
          if (loadable.status === 'ready') {
            const { items, total, totalPages } = loadable.value;
            return items.length === 0 ? { status: 'empty', query } : { status: 'ready', query, projects: items, total, totalPages };
          }
          if (loadable.status === 'failed') return { status: 'failed', query, failure: loadable.failure };
          return { status: 'loading', query };
        }),
      ),
    ).subscribe((view) => this.state.next(view));
  }

  get current(): InteriorProjectsView {
    return this.state.getValue();
  }

  /** Shows a page of projects: asks unless that very page is here or on its way. */
  show(query: InteriorProjectsQuery): void {
    const shown = this.wanted.getValue().wanted;
    const { status } = this.current;
    if (shown && sameQuery(shown, query) && status !== 'failed' && status !== 'idle') return;
    this.wanted.next({ wanted: query });
  }

  /** Asks again for what is shown ("Coba Lagi"). */
  reload(): void {
    const { wanted } = this.wanted.getValue();
    if (wanted) this.wanted.next({ wanted });
  }

  /** Leaving the page: nothing stays, and answers on their way are dropped. */
  forget(): void {
    this.wanted.next({ wanted: null });
  }

  /**
   * Logging out (here, in another tab, or a 401): nothing of the customer's
   * view stays. The page stays open, so what it asks for is kept: it invites
   * the shopper to log in again, and a new login shows that very page.
   */
  clearOnLogout(): void {
    if (this.wanted.getValue().wanted !== null) this.state.next({ status: 'login-needed' });
  }
}

/**
 * One project's page (/desain-interior/{slug}, /portfolio/{slug}): `GET
 * more/interior/customer/{id}` by its slug for a customer, the invitation to
 * log in for a guest, following the session like the list.
 */
export class InteriorProjectDetail {
  private readonly wanted = new BehaviorSubject<{ readonly wanted: string | null }>({ wanted: null });
  private readonly state = new BehaviorSubject<InteriorProjectView>({ status: 'idle' });
  readonly state$: Observable<InteriorProjectView> = this.state.asObservable();

  constructor(
    private readonly api: Pick<ConsultationApi, 'project'>,
    loggedIn$: Observable<boolean>,
  ) {
    followSession<string, InteriorProjectView>(loggedIn$, this.wanted, { status: 'login-needed' }, { status: 'idle' }, (slug) =>
      loadingThen(() => this.api.project(slug), DETAIL_CALL).pipe(
        map((loadable): InteriorProjectView => {
          if (loadable.status === 'ready') return { status: 'ready', slug, project: loadable.value };
          if (loadable.status === 'failed')
            return loadable.failure.kind === 'not-found' ? { status: 'not-found', slug } : { status: 'failed', slug, failure: loadable.failure };
          return { status: 'loading', slug };
        }),
      ),
    ).subscribe((view) => this.state.next(view));
  }

  get current(): InteriorProjectView {
    return this.state.getValue();
  }

  /** Shows a project by its slug, unless it is here or on its way. */
  show(slug: string): void {
    const { status } = this.current;
    if (this.wanted.getValue().wanted === slug && status !== 'failed' && status !== 'idle') return;
    this.wanted.next({ wanted: slug });
  }

  /** Asks again ("Coba Lagi"). */
  reload(): void {
    const { wanted } = this.wanted.getValue();
    if (wanted !== null) this.wanted.next({ wanted });
  }

  forget(): void {
    this.wanted.next({ wanted: null });
  }

  /** As the list's: the project's story and photos go, the invitation comes. */
  clearOnLogout(): void {
    if (this.wanted.getValue().wanted !== null) this.state.next({ status: 'login-needed' });
  }
}
