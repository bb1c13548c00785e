import type { Observable } from '@more/core';
import { useMemo, useSyncExternalStore } from 'react';

/**
 * The one bridge from core's observables to React. The subscription lives as
 * long as a component reads it; the latest value is kept so React can read it
 * synchronously during render, as useSyncExternalStore requires.
 */
export const useObservable = <T,>(source: Observable<T>, initial: T): T => {
  const store = useMemo(() => observableStore(source, initial), [source, initial]);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
};

const observableStore = <T,>(source: Observable<T>, initial: T) => {
  let current = initial;
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
  };
};
