import { useEffect, useState } from 'react';

/**
 * A module fetched once, on demand, and from then on at hand synchronously.
 * A component can then switch to what it brings in a single commit, where a
 * Suspense fallback would first remount what was there (losing a scroll
 * position or the keyboard focus inside it).
 */
export interface LazyModule<M> {
  /** The module if it is here already. */
  readonly current: () => M | null;
  /** Fetch it (once; a failed fetch may be asked for again). */
  readonly request: () => Promise<M>;
  /** The module once `wanted` and fetched, else null; asks for it when `wanted` turns true. */
  readonly useWhen: (wanted: boolean) => M | null;
}

export const lazyModule = <M>(load: () => Promise<M>): LazyModule<M> => {
  let loaded: M | null = null;
  let loading: Promise<M> | null = null;
  const request = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // What was there stays; a later call tries again.
        loading = null;
        throw error;
      },
    ));
  const useWhen = (wanted: boolean): M | null => {
    const [, arrived] = useState(0);
    useEffect(() => {
      if (!wanted || loaded) return;
      let current = true;
      request().then(
        () => current && arrived((count) => count + 1),
        () => undefined,
      );
      return () => {
        current = false;
      };
    }, [wanted]);
    return wanted ? loaded : null;
  };
  return { current: () => loaded, request, useWhen };
};
