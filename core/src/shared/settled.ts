import { filter, firstValueFrom, type Observable } from 'rxjs';

/**
 * Waits until a store is no longer loading: a page's loader that started a use case's load (or a use case that loads
 * by itself, once a customer is signed in) waits here, so the page renders what came, on the server and in the
 * browser (from the page's snapshot) alike.
 */
export const settled = <T,>(state$: Observable<T>, loading: (state: T) => boolean): Promise<T> =>
  firstValueFrom(state$.pipe(filter((state) => !loading(state))));

