import { AuthStore, MetaPages, StoreMenus, redirectForAccess } from '@more/core';
import { Suspense, use, useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { AppViewLayout } from '../features/shell/AppViewLayout';
import { StoreLayout } from '../features/shell/StoreLayout';
import { PageSkeleton } from '../shared/PageSkeleton';
import type { RouteParams } from '../shared/route-contract';
import { ServicesProvider, useService, useServices } from '../shared/services';
import { useObservable, useStore } from '../shared/use-store';
import { useHydrated } from '../shared/use-hydrated';
import { useShopperShown } from '../shared/use-customer';
import { FeatureBindings } from './composition-root/feature-bindings';
import { ErrorBoundary } from './ErrorBoundary';
import { askAgainAfterNavigation } from './chunks';
import { applyHeadTags, headTagsFor } from './routing/head';
import { FrameView } from './routing/frames';
import { findRoute } from './routing/match';
import { PageView } from './routing/pages';
import { redirectFor } from './routing/redirects';
import type { StoreRoute } from './routing/route';
import { isRoutePrepared, prepareRoute } from './routing/route-preparation';
import { servicesOfRoute } from './routing/route-services';

/**
 * "Login guard: an unauthenticated visitor goes to /login with a redirect query
 * holding the wanted path"; "/login and /register: authenticated users are
 * sent to /". A server that renders for a guest cannot know the shopper (the
 * token lives in the browser), so a guarded page renders its skeleton until
 * hydration decides; one rendered for the customer's session shows at once.
 */
const useGuard = (route: StoreRoute, wanted: string): 'show' | 'wait' => {
  const auth = useService(AuthStore);
  const loggedIn = useObservable(auth.loggedIn$, auth.isLoggedIn);
  // Who the shopper is is known after hydration, or from the first render on a page the server rendered for them.
  const known = useShopperShown();
  const [, navigate] = useLocation();
  const target = known ? redirectForAccess(route.access, wanted, loggedIn) : null;
  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [target, navigate]);
  if (target) return 'wait';
  if (route.access === 'login' && !known) return 'wait';
  return 'show';
};

/** The browser's half of the redirect rules: the server answered them already on a full load. */
const useClientRedirects = (path: string, search: string, externalPaths: readonly string[]) => {
  const [, navigate] = useLocation();
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated) return;
    if (externalPaths.includes(path)) {
      // Only the server knows where an external landing lives; ask it.
      window.location.assign(`${path}${search ? `?${search}` : ''}`);
      return;
    }
    const rule = redirectFor(path, search, navigator.userAgent);
    if (rule) navigate(rule.to, { replace: true });
  }, [hydrated, path, search, externalPaths, navigate]);
};

/** Moves focus to the new page after a navigation in the browser, as a full page load would. */
const useFocusOnNavigation = (path: string) => {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
    document.getElementById('konten')?.focus({ preventScroll: true });
  }, [path]);
};

/**
 * A route's data after a navigation in the browser. The first page's data was
 * loaded before hydration (main.tsx, from the server's snapshot); each later
 * page's comes the same way, through its route's load once its modules are
 * bound, so a page never depends on having been the first one opened. Use
 * cases ignore a request for what they already hold or fetch.
 */
const useRouteLoadOnNavigation = (route: StoreRoute, params: RouteParams, path: string, search: string) => {
  const services = useServices();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    prepareRoute(route, services.get(FeatureBindings))
      .then(() => route.load?.({ services, params, search, path: window.location.pathname, forCustomer: services.get(AuthStore).isLoggedIn }))
      .catch(() => undefined);
    // params is a new object on every render; the path carries it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [route, path, search, services]);
};

/**
 * The route's page, once its chunk is here and its feature modules are bound
 * in the container (suspending until then: the skeleton shows). Its views see
 * the container through servicesOfRoute, which names the route in any
 * binding it lacks.
 */
const RoutePage = ({ route, params }: { readonly route: StoreRoute; readonly params: RouteParams }) => {
  const services = useServices();
  const bindings = services.get(FeatureBindings);
  const own = useMemo(() => servicesOfRoute(services, route), [services, route]);
  if (!isRoutePrepared(route, bindings)) use(prepareRoute(route, bindings));
  return (
    <ServicesProvider services={own}>
      <PageView page={route.page} params={params} />
    </ServicesProvider>
  );
};

export const App = ({ origin, externalPaths = [] }: { readonly origin: string; readonly externalPaths?: readonly string[] }) => {
  const [path] = useLocation();
  const search = useSearch();
  const { route, params } = findRoute(path);
  const wanted = `${path}${search ? `?${search}` : ''}`;
  const guard = useGuard(route, wanted);
  const metaPages = useService(MetaPages);
  const pages = useStore(metaPages);
  useClientRedirects(path, search, externalPaths);
  // A navigation asks again for what failed to load before: in the render that shows the new address, before its parts ask.
  askAgainAfterNavigation(path);
  useFocusOnNavigation(path);
  useRouteLoadOnNavigation(route, params, path, search);

  const menus = useService(StoreMenus);
  const withMenus = route.chrome !== 'none';
  useEffect(() => {
    // Without a server render (the static demo, npm run dev) the frame's data loads here; the app's web view has no menus.
    void metaPages.ensureLoaded();
    if (withMenus) void menus.ensureLoaded();
  }, [metaPages, menus, withMenus]);
  const services = useServices();
  useEffect(() => {
    // A page with its own head (a product's photo, price and JSON-LD) gets it in one step once its
    // data is here, dropped if the shopper moved on: applying the generic head first would flash the
    // meta page's title over the one the server wrote, or over the previous page's, until then.
    let current = true;
    if (!route.head) applyHeadTags(headTagsFor(metaPages, route, path, search, origin));
    else
      void prepareRoute(route, services.get(FeatureBindings))
        .then(() => route.head?.({ services, params, search, path: window.location.pathname, origin }))
        .catch(() => null)
        .then((own) => {
          if (current) applyHeadTags(headTagsFor(metaPages, route, path, search, origin, own ?? null));
        });
    return () => {
      current = false;
    };
    // params is a new object on every render; the path carries it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [metaPages, pages, route, path, search, origin, services]);

  const Layout = route.chrome === 'none' ? AppViewLayout : StoreLayout;
  return (
    <Layout onHome={route.name === 'Home'}>
      {/* The route's frame (the profile's side menu) stays while the shopper moves between its pages; the page's own boundary resets on each. */}
      <ErrorBoundary key={route.frame ?? path}>
        <Suspense fallback={<PageSkeleton />}>
          <FrameView frame={route.frame}>
            <ErrorBoundary key={path}>
              {guard === 'wait' ? (
                <PageSkeleton />
              ) : (
                <Suspense fallback={<PageSkeleton />}>
                  <RoutePage route={route} params={params} />
                </Suspense>
              )}
            </ErrorBoundary>
          </FrameView>
        </Suspense>
      </ErrorBoundary>
    </Layout>
  );
};
