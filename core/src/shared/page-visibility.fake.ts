import type { PageVisibility } from './page-visibility';

/** A page the test shows and hides by hand. */
export class ManualPageVisibility implements PageVisibility {
  private readonly listeners = new Set<() => void>();
  constructor(public visible = true) {}

  set(visible: boolean): void {
    this.visible = visible;
    for (const listener of [...this.listeners]) listener();
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
