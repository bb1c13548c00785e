import { RecordingNavigation } from '@more/core';

/**
 * Core's navigation as a view's test answers it: remembered (core's
 * RecordingNavigation) and followed by the memory router of the page rendered
 * last, as the browser binds it to wouter's. A world builds it before the
 * page's router exists; rendering the page points it there.
 */
export class RenderedNavigation extends RecordingNavigation {
  router: ((path: string, options: { readonly replace: boolean }) => void) | null = null;

  override go(path: string, options: { readonly replace?: boolean } = {}): void {
    super.go(path, options);
    this.router?.(path, { replace: options.replace ?? false });
  }
}
