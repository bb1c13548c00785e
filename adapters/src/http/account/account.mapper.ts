import type { MoreversaryStatus, Profile, ProfileProgress } from '@more/core';
import { toShopperLocation } from '../location/location.mapper';
import { toUser } from '../session/user.mapper';
import type { UserWire } from '../session/user.wire';
import type { MoreversaryWire, ProfileProgressWire } from './account.wire';

export const toProfile = (wire: UserWire): Profile => ({
  ...toUser(wire),
  phone: wire.phone || null,
  birthDate: wire.birth_date ?? null,
  gender: wire.gender ?? null,
  emailVerified: wire.email_verified,
  location: wire.location ? toShopperLocation(wire.location) : null,
  points: wire.points ?? null,
});

export const toProfileProgress = (wire: ProfileProgressWire): ProfileProgress => ({
  steps: wire.steps.map(({ key, label, done }) => ({ key, label, done })),
  percentage: wire.percentage,
});

export const toMoreversaryStatus = (wire: MoreversaryWire): MoreversaryStatus => ({
  title: wire.title,
  startsAt: Date.parse(wire.start_at),
  endsAt: Date.parse(wire.end_at),
  active: wire.is_active,
  memberSince: Date.parse(wire.member_since),
  eligible: wire.is_eligible,
  reward: wire.reward || null,
});
