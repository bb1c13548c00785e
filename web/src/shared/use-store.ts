import { type Loadable, type Observable, asStillOnItsWay, idle } from '@more/core';
import { useMemo, useSyncExternalStore } from 'react';

/** A use case as views read it: a stream of its state, and (for most) the state now. */
export interface Store<S> {
  readonly state$: Observable<S>;
  readonly current?: S;
}

/**
 * The one bridge from core's use cases to React: the use case's state, now
 * and on every change. The subscription lives as long as a component reads
 * it. A use case without `current` starts from core's `idle` (every such
 * store is a Loadable one); state streams replay their latest value on
 * subscription anyway, so the first render already shows it.
 */
export function useStore<S>(store: Store<S> & { readonly current: S }): S;
export function useStore<T>(store: Store<Loadable<T>>): Loadable<T>;
export function useStore<S>(store: Store<S>): S {
  return useObservable(store.state$, ('current' in store ? store.current : idle) as S);
}

/** An observable that is not a use case's state (a board's countdown, a form's refusals): its latest value, `initial` until the first. */
export const useObservable = <T,>(source: Observable<T>, initial: T): T => {
  // Keyed by the source only: `initial` is read once, when the source is new.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const store = useMemo(() => observableStore(source, initial), [source]);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
};

const observableStore = <T,>(source: Observable<T>, initial: T) => {
  let current = initial;
  // The same object for the same state: useSyncExternalStore compares snapshots by identity.
  let seen: { readonly state: T; readonly view: T } | null = null;
  const serverView = (state: T): T => {
    if (seen?.state !== state) seen = { state, view: asStillOnItsWay(state) };
    return seen.view;
  };
  // State streams replay their latest value on subscription: read it now, so the
  // first render already shows it instead of `initial`.
  source.subscribe((value) => (current = value)).unsubscribe();
  return {
    subscribe: (onChange: () => void) => {
      const subscription = source.subscribe((value) => {
        current = value;
        onChange();
      });
      return () => subscription.unsubscribe();
    },
    getSnapshot: () => current,
    // The server's HTML, and the browser's render that hydrates it: a call without an answer there shows as on its way.
    getServerSnapshot: () => serverView(current),
  };
};
