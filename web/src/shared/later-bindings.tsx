import { token } from '@more/core';
import { type ComponentType, lazy, use, useEffect, useState } from 'react';
import { useService } from './services';

/**
 * The bindings a page's later parts need: sections in chunks of their own,
 * fetched when the shopper comes near them (a product's reviews, the
 * checkout's new-address form). The route's row names their modules
 * (`later`); the app binds them when a part first asks, so a phone that never
 * scrolls there never downloads them. A feature asks without knowing which
 * modules those are.
 */
export interface LaterBindings {
  isReady(): boolean;
  /** Binds them (once; the same promise until it settles, and a failed load may be asked for again). */
  request(): Promise<void>;
}

export const LaterBindingsToken = token<LaterBindings>('LaterBindings');

/** True once the route's later modules are bound; asks for them when `wanted` turns true. */
export const useLaterBindings = (wanted: boolean): boolean => {
  const later = useService(LaterBindingsToken);
  const [, arrived] = useState(0);
  useEffect(() => {
    if (!wanted || later.isReady()) return;
    let current = true;
    later.request().then(
      () => current && arrived((count) => count + 1),
      // A chunk that did not arrive leaves the part out; the next visit asks again.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, later]);
  return wanted && later.isReady();
};

/**
 * A part of a page in a chunk of its own (React.lazy) that renders once the
 * route's later modules are bound too, suspending until both are here (its
 * chunk is fetched beside the bindings, not after them). Use inside Suspense.
 */
export const laterPart = <P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> => {
  const Part = lazy(() => load().then((component) => ({ default: component })));
  const LaterPart = (props: P) => {
    const later = useService(LaterBindingsToken);
    if (!later.isReady()) {
      void load().catch(() => undefined);
      use(later.request());
    }
    return <Part {...props} />;
  };
  return LaterPart;
};
