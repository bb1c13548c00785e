import type { SignedInWire } from '@more/adapters/wire';
import { z } from 'zod';
import type { CustomerRecord } from '../../db/account';
import { customerByEmail, issueSession, nextCustomerId, updateCustomer } from '../account/accounts';
import { toUserWire } from '../account/user-wire';
import { readBody } from '../body';
import { type MockContext, shortcutsFor } from '../context';
import { artworkUrl } from '../media';
import { ok, refuse } from '../respond';
import type { Router } from '../router';

type Provider = 'facebook' | 'google';
const providerNames: Record<Provider, string> = { facebook: 'Facebook', google: 'Google' };

const socialBody = z.object({ token: z.string().min(1).max(2000) });

/** "ayu.lestari@…" → "Ayu Lestari": a name when the token gives none. */
const nameFromEmail = (email: string) =>
  email
    .split('@')[0]!
    .split(/[._-]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ') || 'Pelanggan MORE';

/**
 * What the provider would say about its user. The mock has no Facebook or
 * Google to ask, so the provider token carries the answer:
 * `mock-<provider>:<email>:<name>` (the name may be left out). Anything else,
 * or a token of the other provider, is refused.
 */
export const readMockProviderToken = (provider: Provider, token: string): { email: string; name: string } | null => {
  const match = /^mock-(facebook|google):([^:]+)(?::(.*))?$/s.exec(token.trim());
  if (!match || match[1] !== provider) return null;
  const email = z.email().safeParse(match[2]!.toLowerCase());
  if (!email.success) return null;
  const name = (match[3] ?? '').trim().slice(0, 100);
  return { email: email.data, name: name.length >= 2 ? name : nameFromEmail(email.data) };
};

/**
 * auth/facebook and auth/google: the account is found by the provider's
 * email (and counts as verified: the provider checked the address) or made
 * without a password, which the customer can set later (POST more/user/reset).
 */
export const socialLoginHandlers = (ctx: MockContext, router: Router) => {
  const socialLogin =
    (provider: Provider) =>
    async ({ request, origin }: { request: Request; origin: string }) => {
      const body = await readBody(request, socialBody);
      if (!body.ok) return body.response;
      // With the shortcuts off there is no provider to ask: no token can be trusted.
      const identity = shortcutsFor(ctx, request) ? readMockProviderToken(provider, body.value.token) : null;
      if (!identity) {
        const reason = `Token ${providerNames[provider]} tidak valid`;
        return refuse(422, `Login dengan ${providerNames[provider]} gagal`, { token: [reason] });
      }
      const known = customerByEmail(ctx.db, identity.email);
      const customer: CustomerRecord = known
        ? await updateCustomer(ctx.db, known.id, (c) => void (c.emailVerified = true))
        : await ctx.db.customers.create({
            id: nextCustomerId(ctx.db),
            name: identity.name,
            email: identity.email,
            phone: '',
            password: null,
            // The provider's profile photo, drawn by the mock.
            picture: artworkUrl('', 'avatar', identity.name),
            birthDate: null,
            gender: null,
            emailVerified: true,
            points: 0,
            location: null,
            createdAt: ctx.clock.unixSeconds(),
          });
      const token = await issueSession(ctx, customer.id);
      return ok({ token, user: toUserWire(customer, origin) } satisfies SignedInWire, 'Login berhasil');
    };

  return [router.public('POST auth/facebook', socialLogin('facebook')), router.public('POST auth/google', socialLogin('google'))];
};
