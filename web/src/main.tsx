// The decorators' metadata (inversify's @injectable, @inject), once, before any decorated class is defined.
import 'reflect-metadata/lite';
import { type ComponentProps, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { CONFIG_ELEMENT_ID, PAGE_ELEMENT_ID, SNAPSHOT_ELEMENT_ID, readPageJson } from './app/config';
import { type StoreConfig, builtInConfig } from './shared/store-config';
import { createBrowserContainer } from './app/composition-root/browser';
import type { PageSnapshot } from './app/composition-root/page-snapshot';
import { holdsRenderedGuestCart } from './app/composition-root/rendered-cart';
import { type RenderedFor, sessionAtStart } from './app/composition-root/rendered-session';
import { moduleTable } from './app/composition-root/module-table';
import { componentTable } from './app/routing/lazy-components';
import { Root } from './app/Root';
import { findRoute } from './app/routing/match';
import { prepareRoute } from './app/routing/route-preparation';
import { loadShell } from './features/shell/shell-data';
import { hydrationDone, hydrationStarted } from './shared/use-hydrated';
import './styles/global.css';
import './styles/primitives.css';
import './styles/looks.css';
import './styles/parts.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * A task boundary: what follows runs in a task of its own. The start is cut
 * into tasks (evaluating the modules; building the container; the page's
 * loaders; the session's watch and hydration, which React slices itself), none long enough to block
 * a phone's main thread for long: as one task it took some 200 ms at a phone's
 * speed, the product page's largest share of total blocking time. A message,
 * not a timer: a page whose clock is held (a test's fake clock) still starts.
 */
const nextTask = () =>
  new Promise<void>((resume) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => resume();
    port2.postMessage(0);
  });

/** The page's loaders (the frame's and the route's), once hydrate() knows the route. */
let loadPage: () => Promise<unknown> = () => Promise.resolve();

/** The browser's container and the props of its Root, from the page's configuration and snapshot. */
const startStore = (snapshot: PageSnapshot | null) => {
  const config = readPageJson<StoreConfig>(CONFIG_ELEMENT_ID) ?? builtInConfig;
  const { services, bindings, hydrated, watchShopper } = createBrowserContainer(config.storeApiUrl, snapshot ?? [], config.sessionPath);
  const props: ComponentProps<typeof Root> = {
    services,
    origin: location.origin,
    config,
    onCommitted: () => {
      const askAgain = hydrated();
      hydrationDone();
      // The server's render got no answer to some calls (the API slow or down): the page hydrated
      // over the skeletons the server sent, and its loaders now ask for what is missing (each use
      // case asks again only for what failed; what the snapshot answered stays).
      if (askAgain) void loadPage();
      // A mark for tests and tools: the page is interactive from here on.
      document.documentElement.dataset.hydrated = 'true';
      // The tables of every route's chunks, so the first link followed waits for its own page alone.
      const warm = () => void Promise.all([componentTable(), moduleTable()]).catch(() => undefined);
      if ('requestIdleCallback' in window) window.requestIdleCallback(warm, { timeout: 3_000 });
      else setTimeout(warm, 1_000);
    },
  };
  return { services, bindings, props, watchShopper };
};

/**
 * The server rendered this page: bind the route's modules and load the
 * page's chunk, load what the server loaded (answered from the snapshot, no
 * request leaves; a call the server got no answer to fails as it did there),
 * then hydrate, so the first render in the browser is the server's HTML
 * exactly. An async function, not top-level await: a module
 * with top-level await turns off the bundler's chunk merging for the whole
 * build (every route then downloads dozens of tiny chunks).
 */
const hydrate = async (root: HTMLElement, snapshot: PageSnapshot) => {
  await nextTask();
  const { services, bindings, props, watchShopper } = startStore(snapshot);
  await nextTask();
  const rendered = readPageJson<RenderedFor & { readonly path: string }>(PAGE_ELEMENT_ID);
  if (rendered && rendered.path !== location.pathname) history.replaceState(null, '', rendered.path);
  const path = location.pathname;
  const { route, params } = findRoute(path);
  const search = location.search.slice(1);
  // Whose page the server rendered: this browser's customer's (their things are in the snapshot and show at once), a
  // guest's, or another session's (rendered afresh, never hydrated over).
  // A guest's cart the server rendered from its cookie: hydrated over only by the very cart this browser holds.
  const holdsRenderedCart = rendered?.guestCart === undefined ? null : holdsRenderedGuestCart(services, rendered.guestCart);
  const session = sessionAtStart(services, rendered, holdsRenderedCart);
  const forCustomer = session.known;
  let heldInBrowser = false;
  loadPage = () =>
    Promise.all([
      loadShell(services, route.chrome, forCustomer),
      prepareRoute(route, bindings)
        .then(() => route.load?.({ services, params, search, path, forCustomer }))
        .then((outcome) => void (heldInBrowser = outcome === 'held-in-browser'))
        .catch(() => undefined),
    ]);
  await loadPage();
  await nextTask();
  // As a transition, hydration is time-sliced: React yields to the browser every few milliseconds
  // instead of claiming the whole page in one long task (a default-priority hydration is not
  // sliced), so a phone stays responsive and the page's total blocking time stays low. A tap on a
  // part not yet hydrated makes React hydrate that part first.
  // The session's and the cart's watch start in the task that starts hydration, not earlier: no
  // answer to a call they make (a 401 that logs out) can change the page before the first render,
  // which must equal the server's HTML, has begun.
  watchShopper();
  const committed = props.onCommitted;
  const rootProps = {
    ...props,
    shopperRendered: forCustomer,
    cartRendered: session.cartKnown,
    onCommitted: () => {
      committed?.();
      session.afterFirstRender();
    },
  };
  // Another session's HTML, or a page showing what only this browser holds: rendered afresh, never hydrated over.
  if (session.renderAfresh || heldInBrowser) {
    root.replaceChildren();
    createRoot(root).render(<Root {...rootProps} />);
    return;
  }
  hydrationStarted();
  startTransition(() => {
    hydrateRoot(root, <Root {...rootProps} />);
  });
};

const snapshot = readPageJson<PageSnapshot>(SNAPSHOT_ELEMENT_ID);
if (snapshot && container.hasChildNodes()) void hydrate(container, snapshot);
else {
  const { props, watchShopper } = startStore(snapshot);
  watchShopper();
  createRoot(container).render(<Root {...props} />);
}
