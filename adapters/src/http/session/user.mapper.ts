import type { SignedIn, User } from '@more/core';
import type { SignedInWire, UserWire } from './user.wire';

export const toUser = (wire: UserWire): User => ({
  name: wire.name,
  email: wire.email,
  // An empty text is how some servers say "no photo".
  picture: wire.picture || null,
  hasPassword: wire.have_password,
});

export const toSignedIn = (wire: SignedInWire): SignedIn => ({ token: wire.token, user: toUser(wire.user) });
