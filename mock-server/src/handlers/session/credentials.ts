import type { SignedInWire } from '@more/adapters/wire';
import { z } from 'zod';
import { customerByEmail, issueSession, mailVerificationLink, nextCustomerId } from '../account/accounts';
import { emailField, givenPasswordField, localPhone, nameField, newPasswordField, phoneField } from '../account/fields';
import { toUserWire } from '../account/user-wire';
import { readBody } from '../body';
import type { MockContext } from '../context';
import { clientOf, tooMany, waitText } from '../limits';
import { ok, refuse } from '../respond';
import { bearerToken, type Router } from '../router';

export const WRONG_CREDENTIALS = 'Email atau kata sandi salah';
export const EMAIL_TAKEN = 'Email sudah terdaftar';
const tooManyLogins = (seconds: number) => `Terlalu banyak percobaan masuk. Coba lagi dalam ${waitText(seconds)}.`;

const loginBody = z.object({ email: emailField(), password: givenPasswordField() });
const registerBody = z.object({ name: nameField(), email: emailField(), phone: phoneField(), password: newPasswordField() });

/** auth/login, auth/register and auth/logout: bearer tokens live in the sessions collection. */
export const credentialHandlers = (ctx: MockContext, router: Router) => [
  router.public('POST auth/login', async ({ request, origin }) => {
    const body = await readBody(request, loginBody);
    if (!body.ok) return body.response;
    const key = body.value.email.toLowerCase();
    const locked = ctx.limits.wrongPasswords.lockedFor(key);
    if (locked > 0) return tooMany(locked, tooManyLogins(locked));
    const customer = customerByEmail(ctx.db, body.value.email);
    // One answer for an unknown address, a wrong password and a social-only account: nothing to probe.
    if (!customer || customer.password === null || customer.password !== body.value.password) {
      ctx.limits.wrongPasswords.count(key);
      const now = ctx.limits.wrongPasswords.lockedFor(key);
      return now > 0 ? tooMany(now, tooManyLogins(now)) : refuse(401, WRONG_CREDENTIALS);
    }
    ctx.limits.wrongPasswords.forget(key);
    const token = await issueSession(ctx, customer.id);
    return ok({ token, user: toUserWire(customer, origin) } satisfies SignedInWire, 'Login berhasil');
  }),

  router.public('POST auth/register', async ({ request, origin }) => {
    const body = await readBody(request, registerBody);
    if (!body.ok) return body.response;
    const { name, email, phone, password } = body.value;
    const client = clientOf(request);
    const locked = ctx.limits.registrations.lockedFor(client);
    if (locked > 0) return tooMany(locked, `Terlalu banyak pendaftaran dari perangkat ini. Coba lagi dalam ${waitText(locked)}.`);
    if (customerByEmail(ctx.db, email)) return refuse(422, EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
    ctx.limits.registrations.count(client);
    const customer = await ctx.db.customers.create({
      id: nextCustomerId(ctx.db),
      name,
      email,
      phone: localPhone(phone),
      password,
      picture: null,
      birthDate: null,
      gender: null,
      emailVerified: false,
      points: 0,
      location: null,
      createdAt: ctx.clock.unixSeconds(),
    });
    await mailVerificationLink(ctx, customer);
    const token = await issueSession(ctx, customer.id);
    return ok({ token, user: toUserWire(customer, origin) } satisfies SignedInWire, 'Pendaftaran berhasil');
  }),

  // Ends the token's session. Answers success without a token too: the storefront ignores a failure
  // here anyway (document 2 §4), and a second logout of the same token changes nothing.
  router.public('POST auth/logout', ({ request }) => {
    const token = bearerToken(request);
    if (token) ctx.db.sessions.deleteMany((q) => q.where({ token }));
    return ok(null, 'Berhasil keluar');
  }),
];
