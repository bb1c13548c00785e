import type { Loadable as LoadableState } from '@more/core';
import type { ReactNode } from 'react';
import { FailureNotice } from './FailureNotice';

interface Props<T> {
  readonly state: LoadableState<T>;
  /** What stands in while it loads: the feature's skeleton, shaped like what it stands for. */
  readonly skeleton: ReactNode;
  /** What could not be shown, e.g. "Kategori belum dapat ditampilkan."; core's failureText says why. */
  readonly failure: string;
  readonly onRetry: () => void;
  /** The failure is the whole page: its title is the page's one h1. */
  readonly failureIsPage?: boolean;
  /** Names the loading and failed states for tests: `{testId}-loading`, `{testId}-failed`. */
  readonly testId?: string;
  /** The failure's own test id, where a page's tests know it by another name than `{testId}-failed`. */
  readonly failureTestId?: string;
  readonly children: (value: T) => ReactNode;
}

/**
 * One way to show a use case's state (core's Loadable): idle and loading as
 * the feature's skeleton, announced as busy; failed as what could not be
 * shown, why (core's failureText) and "Coba Lagi"; ready as the view.
 */
export const Loadable = <T,>({ state, skeleton, failure, onRetry, failureIsPage = false, testId, failureTestId, children }: Props<T>) => {
  switch (state.status) {
    case 'idle':
    case 'loading':
      return (
        <div role="status" aria-busy="true" aria-label="Mohon menunggu.." data-testid={testId && `${testId}-loading`}>
          {skeleton}
        </div>
      );
    case 'failed':
      return <FailureNotice title={failure} failure={state.failure} onRetry={onRetry} asPageHeading={failureIsPage} testId={failureTestId ?? (testId && `${testId}-failed`)} />;
    case 'ready':
      return children(state.value);
  }
};
