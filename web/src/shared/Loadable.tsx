import { type Loadable as LoadableState, type StoreFailure, shownFor } from '@more/core';
import type { ReactNode } from 'react';
import { FailureNotice } from './FailureNotice';

interface Props<T> {
  readonly state: LoadableState<T>;
  /** What stands in while it loads: the feature's skeleton, shaped like what it stands for. */
  readonly skeleton: ReactNode;
  /** What a screen reader hears while it loads ("Mohon menunggu.." unless the feature names it). */
  readonly busyLabel?: string;
  /**
   * The skeleton announces itself (a role="status", or a list marked busy, with its own label and test id):
   * shown as it is, not wrapped in the generic status.
   */
  readonly skeletonIsStatus?: boolean;
  /**
   * What could not be shown, e.g. "Kategori belum dapat ditampilkan."; core's failureText says why.
   * Or, where the feature words a failure its own way (a tracking failure is the server's message, a
   * line in a form says it in a sentence), that way, given the failure and the retry.
   */
  readonly failure: string | ((failure: StoreFailure, onRetry: () => void) => ReactNode);
  readonly onRetry: () => void;
  /** The failure is the whole page: its title is the page's one h1. */
  readonly failureIsPage?: boolean;
  /** Around the failure: the spacing of a page whose failure is all it shows. */
  readonly failureClassName?: string;
  /** Names the loading and failed states for tests: `{testId}-loading`, `{testId}-failed`. */
  readonly testId?: string;
  /** The failure's own test id, where a page's tests know it by another name than `{testId}-failed`. */
  readonly failureTestId?: string;
  /**
   * Whether a ready value answers what the page asks for now (its slug, page or tab): one for
   * another key (the previous address's, while this one's is on its way) shows as loading.
   */
  readonly isFor?: (value: T) => boolean;
  readonly children: (value: T) => ReactNode;
}

/**
 * One way to show a use case's state (core's Loadable): idle and loading as
 * the feature's skeleton, announced as busy; failed as what could not be
 * shown, why (core's failureText) and "Coba Lagi"; ready as the view (or,
 * ready for another key than the page's, as loading).
 */
export const Loadable = <T,>({
  state,
  skeleton,
  busyLabel = 'Mohon menunggu..',
  skeletonIsStatus = false,
  failure,
  onRetry,
  failureIsPage = false,
  failureClassName,
  testId,
  failureTestId,
  isFor,
  children,
}: Props<T>) => {
  const shown = isFor ? shownFor(state, isFor) : state;
  switch (shown.status) {
    case 'idle':
    case 'loading':
      if (skeletonIsStatus) return skeleton;
      return (
        <div role="status" aria-busy="true" aria-label={busyLabel} data-testid={testId && `${testId}-loading`}>
          {skeleton}
        </div>
      );
    case 'failed': {
      const notice =
        typeof failure === 'string' ? (
          <FailureNotice title={failure} failure={shown.failure} onRetry={onRetry} asPageHeading={failureIsPage} testId={failureTestId ?? (testId && `${testId}-failed`)} />
        ) : (
          failure(shown.failure, onRetry)
        );
      return failureClassName ? <div className={failureClassName}>{notice}</div> : notice;
    }
    case 'ready':
      return children(shown.value);
  }
};
