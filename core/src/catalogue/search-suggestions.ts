import { BehaviorSubject, type Observable, Subject, catchError, debounceTime, defer, map, of, switchMap } from 'rxjs';
import { productListPath } from './filter-segment';
import { searchFilter } from './header-filters';
import type { Scheduler } from '../shared/time';
import type { ProductShowcase } from './product-showcase.port';

/** The quiet after the last key press before suggestions are asked for, as the cart's save debounce. */
export const SEARCH_SUGGESTIONS_DEBOUNCE_MS = 250;
/** How many suggestions the header's dropdown lists. */
export const SEARCH_SUGGESTIONS_SHOWN = 8;

export interface SearchSuggestionsState {
  /** The keyword (trimmed) the suggestions are for, or being asked for. */
  readonly keyword: string;
  readonly status: 'idle' | 'loading' | 'ready' | 'failed';
  /**
   * At most 8, no two alike in any case. While loading, the previous
   * keyword's are kept so the dropdown does not flicker at every key press.
   */
  readonly suggestions: readonly string[];
}

const idleState: SearchSuggestionsState = { keyword: '', status: 'idle', suggestions: [] };

/** The server's list cut to what the dropdown shows: blank and repeated entries (any case) left out. */
const shown = (suggestions: readonly string[]): readonly string[] => {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const suggestion of suggestions) {
    const text = suggestion.trim();
    const key = text.toLowerCase();
    if (text === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(text);
    if (kept.length === SEARCH_SUGGESTIONS_SHOWN) break;
  }
  return kept;
};

/** Where the search box's submit goes: "/products/q={keyword} (an empty q means all)" (document 1 §2). */
export const searchPath = (keyword: string): string => productListPath(searchFilter(keyword.trim()));

/**
 * The header search box's suggestions: "suggestions that appear on key press
 * and on submit" (document 1 §2), from `GET uni/product/search?q={keyword}`.
 * A call goes out after 250 ms without a key press, not at every key; only
 * the latest keyword's answer is shown, however late an older one arrives.
 */
export class SearchSuggestions {
  private readonly typed = new Subject<string>();
  private readonly state = new BehaviorSubject<SearchSuggestionsState>(idleState);
  readonly state$: Observable<SearchSuggestionsState> = this.state.asObservable();

  constructor(showcase: ProductShowcase, scheduler: Scheduler) {
    this.typed
      .pipe(
        debounceTime(SEARCH_SUGGESTIONS_DEBOUNCE_MS, scheduler),
        // An empty keyword goes through as well: it ends any call still on its way.
        switchMap((keyword) =>
          keyword === ''
            ? of(null)
            : defer(() => showcase.searchSuggestions(keyword)).pipe(
                map((suggestions): SearchSuggestionsState => ({ keyword, status: 'ready', suggestions: shown(suggestions) })),
                catchError(() => of<SearchSuggestionsState>({ keyword, status: 'failed', suggestions: [] })),
              ),
        ),
      )
      .subscribe((answer) => {
        // Typing goes on during the debounce: an answer counts only for the keyword still in the box.
        const { keyword, status } = this.state.getValue();
        if (answer && answer.keyword === keyword && status === 'loading') this.state.next(answer);
      });
  }

  get current(): SearchSuggestionsState {
    return this.state.getValue();
  }

  /** A key press in the search box, with the box's whole text. */
  type(keyword: string): void {
    const wanted = keyword.trim();
    const current = this.state.getValue();
    if (wanted === '') {
      this.clear();
      return;
    }
    // A space added at the end asks for nothing new.
    if (wanted === current.keyword && (current.status === 'ready' || current.status === 'loading')) return;
    this.state.next({ keyword: wanted, status: 'loading', suggestions: current.suggestions });
    this.typed.next(wanted);
  }

  /** The box emptied, closed or submitted: no suggestions, and none still coming. */
  clear(): void {
    if (this.state.getValue().status !== 'idle') this.state.next(idleState);
    this.typed.next('');
  }
}
