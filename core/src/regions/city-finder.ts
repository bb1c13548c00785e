import { BehaviorSubject, type Observable } from 'rxjs';
import { LatestRequest } from '../shared/latest-request';
import { toStoreFailure } from '../shared/failure';
import { type Loadable, failed, idle, loading, ready } from '../shared/loadable';
import type { CityWithProvince } from './region';
import type { RegionsApi } from './regions-api.port';

/** Fewer letters than this find too much to be of use ("Masukkan N karakter lagi"). */
export const CITY_SEARCH_MIN_LENGTH = 3;
const PER_PAGE = 20;

export interface CityFinderState {
  readonly query: string;
  /** The cities found so far (pages appended), idle while the query is too short. */
  readonly found: Loadable<readonly CityWithProvince[]>;
  /** A next page is on its way ("Memuat hasil lainnya…"). */
  readonly loadingMore: boolean;
  readonly hasMore: boolean;
}

const empty: CityFinderState = { query: '', found: idle, loadingMore: false, hasMore: false };

/**
 * The address form's city search (`GET uni/city/overall` with `q`, `page`,
 * `per_page`): a city found by name anywhere in Indonesia, with its
 * province's name to tell namesakes apart, a page at a time. Only the answer
 * to the newest query is shown.
 */
export class CityFinder {
  private readonly state = new BehaviorSubject<CityFinderState>(empty);
  readonly state$: Observable<CityFinderState> = this.state.asObservable();
  private readonly requests = new LatestRequest();
  private page = 0;

  constructor(private readonly api: Pick<RegionsApi, 'searchCities'>) {}

  get current(): CityFinderState {
    return this.state.getValue();
  }

  /** Letters still to type before a search is sent (0 once it can be). */
  static missingLetters(query: string): number {
    return Math.max(0, CITY_SEARCH_MIN_LENGTH - query.trim().length);
  }

  async search(query: string): Promise<void> {
    const isNewest = this.requests.begin();
    if (CityFinder.missingLetters(query) > 0) {
      this.state.next({ ...empty, query });
      return;
    }
    this.state.next({ query, found: loading, loadingMore: false, hasMore: false });
    try {
      const page = await this.api.searchCities({ q: query.trim(), page: 1, perPage: PER_PAGE });
      if (!isNewest()) return;
      this.page = page.page;
      this.state.next({ query, found: ready(page.items), loadingMore: false, hasMore: page.page < page.totalPages });
    } catch (error) {
      if (isNewest()) this.state.next({ query, found: failed(toStoreFailure(error, 'GET uni/city/overall')), loadingMore: false, hasMore: false });
    }
  }

  /** The next page of the same query, appended (the list scrolled to its end). */
  async more(): Promise<void> {
    const now = this.current;
    if (now.found.status !== 'ready' || !now.hasMore || now.loadingMore) return;
    const isNewest = this.requests.begin();
    const before = now.found.value;
    this.state.next({ ...now, loadingMore: true });
    try {
      const page = await this.api.searchCities({ q: now.query.trim(), page: this.page + 1, perPage: PER_PAGE });
      if (!isNewest()) return;
      this.page = page.page;
      this.state.next({ ...now, found: ready([...before, ...page.items]), loadingMore: false, hasMore: page.page < page.totalPages });
    } catch {
      // The pages already shown stay; scrolling to the end again asks again.
      if (isNewest()) this.state.next({ ...now, loadingMore: false });
    }
  }

  /** The form closes or the city is chosen: nothing is kept. */
  reset(): void {
    this.requests.cancel();
    this.page = 0;
    this.state.next(empty);
  }
}
