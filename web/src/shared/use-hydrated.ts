import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and during hydration, true afterwards. Personal parts
 * (cart count, wishlist marks, profile menu) render their reserved,
 * guest-shaped space until then, so the first browser render equals the
 * server's HTML and hydration never mismatches.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
