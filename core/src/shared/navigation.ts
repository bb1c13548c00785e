import { token } from './token';

/**
 * How a use case asks the storefront to go somewhere (document 1 §4:
 * "redirects home", "goes to / with unAuth", "go to /404"). The web binds it
 * to its router; core only says where.
 */
export interface Navigation {
  go(path: string, options?: { readonly replace?: boolean }): void;
}

export const NavigationToken = token<Navigation>('Navigation');

/** A Navigation that remembers where it was sent, for tests. */
export class RecordingNavigation implements Navigation {
  readonly visits: { path: string; replace: boolean }[] = [];

  go(path: string, options: { readonly replace?: boolean } = {}): void {
    this.visits.push({ path, replace: options.replace ?? false });
  }

  get last(): string | undefined {
    return this.visits.at(-1)?.path;
  }
}
