import { type ComponentType, type ReactNode, createElement, use } from 'react';
import { loadChunk } from './chunks';

type FrameComponent = ComponentType<{ readonly children: ReactNode }>;

/**
 * The nested layouts routes render in (a row's `frame`: `profile/ProfileFrame`
 * is features/profile/frames/ProfileFrame.tsx), each a chunk of its own,
 * loaded with the route's page (route-preparation.ts) on the server, before
 * hydration and on a navigation alike.
 */
const frameModules = import.meta.glob<{ readonly default: FrameComponent }>('../../features/*/frames/*Frame.tsx');

const moduleKey = (frame: string): string => {
  const [feature, name] = frame.split('/');
  return `../../features/${feature}/frames/${name}.tsx`;
};

/** The build manifest's key of a frame's chunk, for the server's modulepreload links. */
export const frameManifestKey = (frame: string): string => moduleKey(frame).replace('../../', 'src/');

export const frameExists = (frame: string): boolean => moduleKey(frame) in frameModules;

const loaded = new Map<string, FrameComponent>();
const loading = new Map<string, Promise<FrameComponent>>();

export const isFrameLoaded = (frame: string | undefined): boolean => frame === undefined || loaded.has(frame);

/** Loads a frame's chunk once; a failed load is forgotten, so the next visit tries again. */
export const loadFrame = (frame: string | undefined): Promise<FrameComponent | null> => {
  if (frame === undefined) return Promise.resolve(null);
  const done = loaded.get(frame);
  if (done) return Promise.resolve(done);
  let pending = loading.get(frame);
  if (!pending) {
    const importer = frameModules[moduleKey(frame)];
    if (!importer) return Promise.reject(new Error(`No frame module for ${frame}`));
    pending = loadChunk(frame, importer).then(
      (module) => {
        loaded.set(frame, module.default);
        loading.delete(frame);
        return module.default;
      },
      (error: unknown) => {
        loading.delete(frame);
        throw error;
      },
    );
    loading.set(frame, pending);
  }
  return pending;
};

/** The route's frame around its page, or the page alone; suspends until the frame's chunk is here. */
export const FrameView = ({ frame, children }: { readonly frame: string | undefined; readonly children: ReactNode }) => {
  if (frame === undefined) return children;
  const Frame = loaded.get(frame) ?? use(loadFrame(frame))!;
  return createElement(Frame, null, children);
};
