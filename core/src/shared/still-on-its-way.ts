/**
 * A state as the server's HTML shows it, and as the browser shows it while it
 * hydrates that HTML: a call that got no answer in the render (the API slow
 * past the server's deadline, or down; a 'network' failure) reads as still on
 * its way, the page's skeleton, not as a failure. The page's snapshot records
 * the call as unanswered, so the browser's hydrating render fails it the same
 * way (no request) and both show the skeleton; the page's loaders ask for it
 * once hydration is over, and only a failure there shows "Coba Lagi".
 *
 * Any store's state goes through it (the storefront's useStore), so it reads
 * states by their shape: a Loadable reads as `loading`; a paged list (the
 * product list's ProductListState: `products` and `page`) as the loading state
 * of the page that failed, its first page with the filter-bar skeleton, a
 * later one with card skeletons below the pages it shows. Every other state,
 * an answer or a refusal the API did give, is returned as it is.
 */
export const asStillOnItsWay = <S>(state: S): S => {
  if (typeof state !== 'object' || state === null) return state;
  const { status, failure, ...rest } = state as { status?: unknown; failure?: { kind?: unknown } };
  if (status !== 'failed' || failure?.kind !== 'network') return state;
  if ('products' in rest && 'page' in rest) return { ...rest, status: rest.page === 0 ? 'loading-first-page' : 'loading-more' } as S;
  return { ...rest, status: 'loading' } as S;
};
