import { type ComponentType, type ReactNode, createElement, use } from 'react';
import { lazyComponent } from './lazy-components';

type FrameProps = { readonly children: ReactNode };

/**
 * The nested layouts routes render in (a row's `frame`: `profile/ProfileFrame`
 * is features/profile/frames/ProfileFrame.tsx), each a chunk of its own,
 * loaded with the route's page (route-preparation.ts) on the server, before
 * hydration and on a navigation alike.
 */
export const frameManifestKey = (frame: string): string => lazyComponent('frames', frame).manifestKey;
export const isFrameLoaded = (frame: string | undefined): boolean => frame === undefined || lazyComponent('frames', frame).loaded !== undefined;
export const loadFrame = (frame: string | undefined): Promise<unknown> => (frame === undefined ? Promise.resolve() : lazyComponent('frames', frame).load());

/** The route's frame around its page, or the page alone; suspends until the frame's chunk is here. */
export const FrameView = ({ frame, children }: { readonly frame: string | undefined } & FrameProps) => {
  if (frame === undefined) return children;
  const { loaded, load } = lazyComponent('frames', frame);
  const Frame: ComponentType<FrameProps> = loaded ?? use(load());
  return createElement(Frame, null, children);
};
