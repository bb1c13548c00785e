import { type ComponentProps, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { type StoreConfig, CONFIG_ELEMENT_ID, PAGE_ELEMENT_ID, SNAPSHOT_ELEMENT_ID, builtInConfig, readPageJson } from './app/config';
import { createBrowserServices } from './app/composition-root/browser';
import { Root } from './app/Root';
import { findRoute } from './app/routing/match';
import { loadPage } from './app/routing/pages';
import { loadShell } from './features/layout/shell-data';
import { hydrationDone, hydrationStarted } from './shared/use-hydrated';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const config = readPageJson<StoreConfig>(CONFIG_ELEMENT_ID) ?? builtInConfig;
const snapshot = readPageJson<Parameters<typeof createBrowserServices>[1]>(SNAPSHOT_ELEMENT_ID);
const { services, hydrated } = createBrowserServices(config, snapshot ?? []);
const props: ComponentProps<typeof Root> = {
  services,
  origin: window.location.origin,
  config,
  onCommitted: () => {
    hydrated();
    hydrationDone();
    // A mark for tests and tools: the page is interactive from here on.
    document.documentElement.dataset.hydrated = 'true';
  },
};

if (snapshot && container.hasChildNodes()) {
  // The server rendered this page: load what it loaded (answered from the
  // snapshot, no request leaves) and the page's chunk, then hydrate, so the
  // first render in the browser is the server's HTML exactly.
  const rendered = readPageJson<{ path: string }>(PAGE_ELEMENT_ID);
  if (rendered && rendered.path !== window.location.pathname) window.history.replaceState(null, '', rendered.path);
  const { route, params } = findRoute(window.location.pathname);
  const search = window.location.search.slice(1);
  await Promise.all([
    loadPage(route.page).catch(() => undefined),
    loadShell(services),
    route.load?.({ services, params, search, path: window.location.pathname }).catch(() => undefined),
  ]);
  // As a transition, hydration is time-sliced: React yields to the browser every few milliseconds
  // instead of claiming the whole page in one long task (a default-priority hydration is not
  // sliced), so a phone stays responsive and the page's total blocking time stays low. A tap on a
  // part not yet hydrated makes React hydrate that part first.
  hydrationStarted();
  startTransition(() => {
    hydrateRoot(container, <Root {...props} />);
  });
} else {
  createRoot(container).render(<Root {...props} />);
}
