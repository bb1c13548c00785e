import type { Loadable as LoadableState } from '@more/core';
import type { ReactNode } from 'react';
import { FailureNotice } from './FailureNotice';

interface Props<T> {
  readonly state: LoadableState<T>;
  /** What stands in while it loads: the feature's skeleton, shaped like what it stands for. */
  readonly skeleton: ReactNode;
  /** What a screen reader hears while it loads ("Mohon menunggu.." unless the feature names it). */
  readonly busyLabel?: string;
  /** The skeleton announces itself (a role="status" with its own label and test id): shown as it is, not wrapped in the generic one. */
  readonly skeletonIsStatus?: boolean;
  /** What could not be shown, e.g. "Kategori belum dapat ditampilkan."; core's failureText says why. */
  readonly failure: string;
  readonly onRetry: () => void;
  /** The failure is the whole page: its title is the page's one h1. */
  readonly failureIsPage?: boolean;
  /** Around the failure: the spacing of a page whose failure is all it shows. */
  readonly failureClassName?: string;
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
  children,
}: Props<T>) => {
  switch (state.status) {
    case 'idle':
    case 'loading':
      if (skeletonIsStatus) return skeleton;
      return (
        <div role="status" aria-busy="true" aria-label={busyLabel} data-testid={testId && `${testId}-loading`}>
          {skeleton}
        </div>
      );
    case 'failed': {
      const notice = (
        <FailureNotice title={failure} failure={state.failure} onRetry={onRetry} asPageHeading={failureIsPage} testId={failureTestId ?? (testId && `${testId}-failed`)} />
      );
      return failureClassName ? <div className={failureClassName}>{notice}</div> : notice;
    }
    case 'ready':
      return children(state.value);
  }
};
