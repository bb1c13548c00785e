import type { ComponentType } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a page's and a frame's props differ; each caller names its own.
export type AnyComponent = ComponentType<any>;

/**
 * The route table's components, each a chunk of its own found by Vite's glob:
 * pages (`features/<feature>/pages/<Page>.tsx`) and frames
 * (`features/<feature>/frames/<Frame>.tsx`). A chunk of its own, out of the
 * entry (lazy-components.ts): with every import it carries the list of chunks
 * that import preloads, some 200 B of gzip a route.
 */
export const componentImporters = import.meta.glob<{ readonly default: AnyComponent }>(['../../features/*/pages/*Page.tsx', '../../features/*/frames/*Frame.tsx']);
