import { BehaviorSubject, distinctUntilChanged, filter, firstValueFrom, map, type Observable } from 'rxjs';
import { noSessionMirror, type SessionMirror } from './session-mirror.port';
import type { SessionStore, StoredSession } from './session-store.port';
import type { User } from './user';

export type AuthState = StoredSession;

/** "logged in when an access token and a user are present" (document 1 §4). */
export const isLoggedIn = (state: AuthState): boolean => state.token !== null && state.token !== '' && state.user !== null;

/**
 * Who is shopping: the token and user, mirrored into storage on every change
 * so a reload keeps the session. Features read `loggedIn$` to choose between
 * their guest (local) and customer (server) behaviour. The storefront server's
 * copy (`mirror`) follows every change of the token, whoever made it.
 */
export class AuthStore {
  private readonly state: BehaviorSubject<AuthState>;
  readonly state$: Observable<AuthState>;
  readonly loggedIn$: Observable<boolean>;

  constructor(
    private readonly store: SessionStore,
    private readonly mirror: SessionMirror = noSessionMirror,
  ) {
    this.state = new BehaviorSubject<AuthState>(store.load() ?? { token: null, user: null });
    this.state$ = this.state.asObservable();
    this.loggedIn$ = this.state$.pipe(map(isLoggedIn), distinctUntilChanged());
  }

  get current(): AuthState {
    return this.state.getValue();
  }

  get isLoggedIn(): boolean {
    return isLoggedIn(this.current);
  }

  /**
   * Resolves when nobody is logged in any more (at once if nobody is): a logout, or a 401 that ended the session. A
   * page rendered for the customer stops waiting for their things then: whatever it waited for is gone with them.
   */
  loggedOut(): Promise<void> {
    return firstValueFrom(this.loggedIn$.pipe(filter((loggedIn) => !loggedIn))).then(() => undefined);
  }

  /** The bearer token for the API client (document 2 §6). */
  readonly accessToken = (): string | null => this.current.token;

  signIn(token: string, user: User): void {
    this.set({ token, user });
  }

  updateUser(user: User): void {
    this.set({ ...this.current, user });
  }

  clearUser(): void {
    this.set({ ...this.current, user: null });
  }

  clearToken(): void {
    this.set({ ...this.current, token: null });
  }

  /**
   * Takes the session another tab just wrote (a login there, a refreshed
   * user), without writing it back: the store already holds it, and writing
   * would wake that tab in turn.
   */
  adopt(stored: StoredSession | null): void {
    this.next(stored ?? { token: null, user: null });
  }

  private set(next: AuthState): void {
    this.store.save(next);
    this.next(next);
  }

  private next(next: AuthState): void {
    const before = this.current.token;
    this.state.next(next);
    if (next.token !== before) this.mirror.follow(next.token === '' ? null : next.token);
  }
}
