import type { Loadable as LoadableState, Observable } from '@more/core';
import { type ReactNode, useEffect } from 'react';
import { Loadable } from './Loadable';
import { useStore } from './use-store';

/** A core reader of one thing by its address (an article, an inspiration): its state, opening it, "Coba Lagi". */
export interface SlugReader<T> {
  readonly state$: Observable<LoadableState<T>>;
  readonly current: LoadableState<T>;
  ensureOpen(slug: string): Promise<void>;
  retry(): Promise<void>;
}

interface Props<T extends { readonly slug: string }> {
  readonly reader: SlugReader<T>;
  readonly slug: string;
  readonly className: string | undefined;
  /** What the page says of a slug the server does not know (a link reached it; a first visit is answered 404 by the server). */
  readonly notFound: ReactNode;
  readonly skeleton: ReactNode;
  readonly busyLabel: string;
  readonly failure: string;
  readonly testId: string;
  readonly children: (value: T) => ReactNode;
}

/**
 * The page of one thing read by its slug (`/artikel/{slug}`, `/inspirasi-detail/{slug}`): opened
 * as the address names it; while the previous address's is still shown, its skeleton; a failure
 * is the whole page, an unknown slug the page's own "not found".
 */
export const ReaderPage = <T extends { readonly slug: string }>({ reader, slug, className, notFound, skeleton, busyLabel, failure, testId, children }: Props<T>) => {
  const state = useStore(reader);
  useEffect(() => {
    void reader.ensureOpen(slug);
  }, [reader, slug]);

  if (state.status === 'failed' && state.failure.kind === 'not-found') return notFound;
  return (
    <div className={className}>
      <Loadable
        state={state}
        isFor={(value) => value.slug === slug}
        skeleton={skeleton}
        busyLabel={busyLabel}
        failure={failure}
        onRetry={() => void reader.retry()}
        failureIsPage
        testId={testId}
      >
        {children}
      </Loadable>
    </div>
  );
};
