import { type Observable, catchError, concat, defer, filter, firstValueFrom, map, of } from 'rxjs';
import { type StoreFailure, toStoreFailure } from './failure';

/** What a screen shows for data that arrives from the server. */
export type Loadable<T> =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly value: T }
  | { readonly status: 'failed'; readonly failure: StoreFailure };

export const idle: Loadable<never> = { status: 'idle' };
export const loading: Loadable<never> = { status: 'loading' };
export const ready = <T>(value: T): Loadable<T> => ({ status: 'ready', value });
export const failed = (failure: StoreFailure): Loadable<never> => ({ status: 'failed', failure });

/**
 * What a screen shows for the key it asks for now (a slug, a page, a tab):
 * a value that is ready but answers another key (the previous address, whose
 * successor is still on its way) shows as loading, not as this key's.
 */
export const shownFor = <T>(state: Loadable<T>, isFor: (value: T) => boolean): Loadable<T> =>
  state.status === 'ready' && !isFor(state.value) ? loading : state;

/**
 * The first state of a loadable stream that is ready or failed: what a server
 * render waits for before it renders a page with its data.
 */
export const whenSettled = <T>(source: Observable<Loadable<T>>): Promise<Loadable<T>> =>
  firstValueFrom(source.pipe(filter((state) => state.status === 'ready' || state.status === 'failed')));

/**
 * A fetch as the states a screen shows: loading, then ready or failed (the
 * failure naming the call). Inside a switchMap, a newer request drops an
 * answer still on its way.
 */
export const loadingThen = <T>(request: () => Promise<T>, call: string): Observable<Loadable<T>> =>
  concat(
    of(loading),
    defer(request).pipe(
      map((value) => ready(value)),
      catchError((error: unknown) => of(failed(toStoreFailure(error, call)))),
    ),
  );
