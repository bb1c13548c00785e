import type { Loadable as LoadableState, Observable } from '@more/core';
import { type ReactNode, useEffect } from 'react';
import { Loadable } from './Loadable';
import { PageSkeleton } from './PageSkeleton';
import { useStore } from './use-store';

/** What the store reads once and keeps (the product categories, the article categories): its state, read unless here, read again. */
export interface OnceLoaded<T> {
  readonly state$: Observable<LoadableState<T>>;
  readonly current: LoadableState<T>;
  ensureLoaded(): Promise<void>;
  load(): Promise<void>;
}

/**
 * A page drawn from what the store reads once (a category's page from the categories): the
 * page's skeleton while it comes, its failure as the whole page, then the page.
 */
export const OnceLoadedPage = <T,>({
  source,
  className,
  failure,
  children,
}: {
  readonly source: OnceLoaded<T>;
  readonly className: string | undefined;
  readonly failure: string;
  readonly children: (value: T) => ReactNode;
}) => {
  const state = useStore(source);
  useEffect(() => {
    void source.ensureLoaded();
  }, [source]);
  return (
    <div className={className}>
      <Loadable state={state} skeleton={<PageSkeleton />} failure={failure} onRetry={() => void source.load()} failureIsPage>
        {children}
      </Loadable>
    </div>
  );
};
