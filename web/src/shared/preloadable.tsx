import { type ComponentType, lazy } from 'react';

/** A part of a page in a chunk of its own, whose chunk a data loader may fetch ahead (`preload`). */
export type Preloadable<P extends object> = ComponentType<P> & { readonly preload: () => Promise<ComponentType<P>> };

/**
 * React.lazy for a part the server renders: once its chunk is here (a route's loader preloaded it before the page
 * hydrates) it renders at once, as a plain component. React.lazy alone suspends on its first render whatever was
 * loaded; during hydration that leaves the server's HTML in place, and an update before the part is hydrated throws
 * the HTML away for the Suspense fallback (the checkout's shipping step flashed its skeleton after hydration).
 */
export const preloadable = <P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> => {
  let loaded: ComponentType<P> | null = null;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  const Part = (props: P) => {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  };
  return Object.assign(Part, { preload });
};
