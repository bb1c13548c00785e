import { describe, expect, it } from 'vitest';
import type CartPage from '../../features/cart/pages/CartPage';
// @ts-expect-error a file that is not there is no page: its name cannot join a feature's pages
import type GonePage from '../../features/cart/pages/GonePage';
import type { FeaturePage, RouteRow } from '../../shared/route-row';
import type { StoreRoute } from './route';
import { storeRoutes } from './routes';

/**
 * A row names its page, modules and frame so that the type checker finds a
 * wrong one (`npm run typecheck` compiles this file): each `@ts-expect-error`
 * below fails the check if the mistake under it ever compiles.
 */
type CartPageName = FeaturePage<'cart', { CartPage: typeof CartPage }>;

const misnamedPage: RouteRow<CartPageName> = {
  name: 'Cart',
  path: '/cart',
  // @ts-expect-error a page the feature does not have (a typo of CartPage)
  page: 'cart/CartPag',
  access: 'public',
};

const misnamedModule: StoreRoute = {
  name: 'Cart',
  path: '/cart',
  page: 'cart/CartPage',
  // @ts-expect-error a feature module that does not exist
  modules: ['carts'],
  access: 'public',
};

const misnamedFrame: StoreRoute = {
  name: 'Cart',
  path: '/cart',
  page: 'cart/CartPage',
  // @ts-expect-error a frame that does not exist
  frame: 'profile/ProfileFrames',
  access: 'public',
};

type MissingPage = FeaturePage<'cart', { GonePage: typeof GonePage }>;

// A feature declares its rows `as const`, so their module names reach the table's composition (routes.ts) as written.
const featureRows = [{ name: 'Cart', path: '/cart', page: 'cart/CartPage', modules: ['carts'], access: 'public' }] as const;
// @ts-expect-error a feature's row naming a module that does not exist fails where the table composes the features
const composed: readonly StoreRoute[] = [featureRows].flat();

describe('the route table', () => {
  it('holds each path once, and names its pages as `<feature>/<Page>`', () => {
    expect(new Set(storeRoutes.map((route) => route.path)).size).toBe(storeRoutes.length);
    for (const route of storeRoutes) expect(route.page).toMatch(/^[a-z-]+\/[A-Z]\w*Page$/);
    // The type tests above are data too: they compile (or, where marked, fail to) and carry what a row carries.
    expect([misnamedPage, misnamedModule, misnamedFrame, ...composed].map((route) => route.path)).toEqual(['/cart', '/cart', '/cart', '/cart']);
    const missing: MissingPage | null = null;
    expect(missing).toBeNull();
  });
});
