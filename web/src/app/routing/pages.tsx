import { type ComponentType, createElement, use } from 'react';
import type { PageProps } from '../../shared/route-contract';
import { loadChunk } from './chunks';

type PageModule = { readonly default: ComponentType<PageProps> };

/** Every page of the store, each its own chunk (`features/<feature>/pages/<Page>.tsx`). */
const pageModules = import.meta.glob<PageModule>('../../features/*/pages/*Page.tsx');

/** `home/HomePage` → the glob's key for `features/home/pages/HomePage.tsx`. */
const moduleKey = (page: string): string => {
  const [feature, name] = page.split('/');
  return `../../features/${feature}/pages/${name}.tsx`;
};

/** The build manifest's key of a page's chunk, for the server's modulepreload links. */
export const pageManifestKey = (page: string): string => moduleKey(page).replace('../../', 'src/');

export const pageExists = (page: string): boolean => moduleKey(page) in pageModules;

const loaded = new Map<string, ComponentType<PageProps>>();
const loading = new Map<string, Promise<ComponentType<PageProps>>>();

export const isPageLoaded = (page: string): boolean => loaded.has(page);

/**
 * Loads a page's chunk once. A failed load is forgotten, so the shopper's
 * "Muat Ulang" (or the next visit) tries again instead of failing for good.
 */
export const loadPage = (page: string): Promise<ComponentType<PageProps>> => {
  const done = loaded.get(page);
  if (done) return Promise.resolve(done);
  let pending = loading.get(page);
  if (!pending) {
    const importer = pageModules[moduleKey(page)];
    if (!importer) return Promise.reject(new Error(`No page module for ${page}`));
    pending = loadChunk(page, importer).then(
      (module) => {
        loaded.set(page, module.default);
        loading.delete(page);
        return module.default;
      },
      (error: unknown) => {
        loading.delete(page);
        throw error;
      },
    );
    loading.set(page, pending);
  }
  return pending;
};

/**
 * Renders a page once it is loaded (route-preparation.ts suspends until then).
 * A page loaded before rendering (the server, and the browser before
 * hydrating) renders at once, so the first render in the browser equals the server's.
 */
export const PageView = ({ page, params }: { readonly page: string } & PageProps) => {
  const Page = loaded.get(page) ?? use(loadPage(page));
  // createElement, not JSX: the component is a module's export looked up by name, never made here.
  return createElement(Page, { params });
};
