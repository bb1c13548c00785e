import type { ComponentProps } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { type StoreConfig, CONFIG_ELEMENT_ID, PAGE_ELEMENT_ID, SNAPSHOT_ELEMENT_ID, builtInConfig, readPageJson } from './app/config';
import { createBrowserServices } from './app/composition-root/browser';
import { Root } from './app/Root';
import { findRoute } from './app/routing/match';
import { loadPage } from './app/routing/pages';
import { loadShell } from './features/layout/shell-data';
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
  hydrateRoot(container, <Root {...props} />);
} else {
  createRoot(container).render(<Root {...props} />);
}
