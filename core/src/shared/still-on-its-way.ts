/**
 * A use case's state as the server's HTML shows it (and as the browser shows
 * it while it hydrates that HTML): a call that got no answer in the render
 * (the API slow past the server's deadline, or down; core's 'network'
 * failure) is shown as still on its way, the page's skeleton, not as a
 * failure. The page's snapshot records the call as unanswered: the browser's
 * hydrating render fails it the same way (no request), so both show the
 * skeleton, and the page's loaders ask for it once hydration is over
 * (main.tsx). If it fails there too, the failure and "Coba Lagi" appear.
 */
export const asStillOnItsWay = <S,>(state: S): S => {
  if (typeof state !== 'object' || state === null) return state;
  const { status, failure, ...rest } = state as { status?: unknown; failure?: { kind?: unknown } };
  if (status !== 'failed' || failure?.kind !== 'network') return state;
  // A product list's first page has its own "on its way" state (its filter bar and card skeletons).
  const firstPage = 'products' in rest && (rest as { page?: unknown }).page === 0;
  return { ...rest, status: firstPage ? 'loading-first-page' : 'loading' } as S;
};
