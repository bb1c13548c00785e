import { type ComponentType, createElement, use } from 'react';
import type { PageProps } from '../../shared/route-contract';
import { lazyComponent } from './lazy-components';

/** Every page of the store is its own chunk: `home/HomePage` is features/home/pages/HomePage.tsx. */
export const pageManifestKey = (page: string): string => lazyComponent('pages', page).manifestKey;
export const isPageLoaded = (page: string): boolean => lazyComponent('pages', page).loaded !== undefined;
export const loadPage = (page: string): Promise<ComponentType<PageProps>> => lazyComponent('pages', page).load();

/**
 * Renders a page once it is loaded (route-preparation.ts suspends until then).
 * A page loaded before rendering (the server, and the browser before
 * hydrating) renders at once, so the first render in the browser equals the server's.
 */
export const PageView = ({ page, params }: { readonly page: string } & PageProps) => {
  const { loaded, load } = lazyComponent('pages', page);
  const Page: ComponentType<PageProps> = loaded ?? use(load());
  // createElement, not JSX: the component is a module's export looked up by name, never made here.
  return createElement(Page, { params });
};
