import { token } from '../shared/token';
import type { User } from './user';

/** The token and user as kept between visits (document 1 §4: "kept in browser storage"). */
export interface StoredSession {
  readonly token: string | null;
  readonly user: User | null;
}

export interface SessionStore {
  load(): StoredSession | null;
  save(session: StoredSession): void;
}

export const SessionStoreToken = token<SessionStore>('SessionStore');

export class InMemorySessionStore implements SessionStore {
  constructor(public stored: StoredSession | null = null) {}

  load(): StoredSession | null {
    return this.stored;
  }

  save(session: StoredSession): void {
    this.stored = session;
  }
}
