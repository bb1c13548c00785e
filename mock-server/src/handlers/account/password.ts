import type { HavePasswordWire, ResetLinkWire } from '@more/adapters/wire';
import { z } from 'zod';
import type { PasswordResetRecord } from '../../db/account';
import { readBody } from '../body';
import type { MockContext } from '../context';
import { ok, refuse } from '../respond';
import { bearerToken, type Router } from '../router';
import { customerByEmail, updateCustomer } from './accounts';
import { emailField, givenPasswordField, newPasswordField, randomHex } from './fields';
import { wibIso } from '../store-time';

const RESET_LINK_SECONDS = 60 * 60;
export const INVALID_RESET_LINK = 'Tautan atur ulang kata sandi tidak valid atau sudah kedaluwarsa';
export const RESET_MAILED = 'Jika email terdaftar, tautan atur ulang kata sandi telah dikirim';

const changeBody = z.object({ old_password: givenPasswordField(), password: newPasswordField() });
const firstPasswordBody = z.object({ password: newPasswordField() });
const resetRequestBody = z.object({ email: emailField() });
const resetCompleteBody = z.object({ token: z.string().min(1).max(200), password: newPasswordField() });
/** Which of the two bodies of mail/reset/password this is: any object, read again once known. */
const anyObject = z.looseObject({});

const refuseField = (field: string, message: string) => refuse(422, message, { [field]: [message] });
const invalidResetLink = () => refuseField('token', INVALID_RESET_LINK);

/**
 * The customer's password (more/user/have/password, password, reset) and
 * "forgot password" by mail (mail/reset/password, mail/reset/valid/{token}).
 * A reset link that is unknown, used or expired is a 422 naming `token`,
 * both when checked and when used: the page then offers a new link.
 */
export const passwordHandlers = (ctx: MockContext, router: Router) => {
  const liveReset = (token: string): PasswordResetRecord | undefined => {
    const reset = ctx.db.passwordResets.findFirst((q) => q.where({ token }));
    return reset && reset.expiresAt > ctx.clock.unixSeconds() ? reset : undefined;
  };

  return [
    router.customer('POST more/user/have/password', ({ customer }) =>
      ok({ have_password: customer.password !== null } satisfies HavePasswordWire),
    ),

    router.customer('POST more/user/password', async ({ request, customer }) => {
      const body = await readBody(request, changeBody);
      if (!body.ok) return body.response;
      const { old_password, password } = body.value;
      if (customer.password === null) return refuseField('old_password', 'Akun ini belum memiliki kata sandi. Buat kata sandi terlebih dahulu');
      if (old_password !== customer.password) return refuseField('old_password', 'Kata sandi lama salah');
      if (password === customer.password) return refuseField('password', 'Kata sandi baru harus berbeda dari kata sandi lama');
      await updateCustomer(ctx.db, customer.id, (c) => void (c.password = password));
      // Whoever knew the old password is logged out everywhere else: only the session that changed it goes on.
      const own = bearerToken(request);
      ctx.db.sessions.deleteMany((q) => q.where({ customerId: customer.id, token: (token) => token !== own }));
      return ok(null, 'Kata sandi berhasil diubah');
    }),

    // Document 2 does not show this call's body. Read here as "set a first password" for an
    // account made by social login: it has no old password to check (see core's AccountPasswordApi).
    router.customer('POST more/user/reset', async ({ request, customer }) => {
      const body = await readBody(request, firstPasswordBody);
      if (!body.ok) return body.response;
      if (customer.password !== null) return refuseField('password', 'Akun ini sudah memiliki kata sandi. Ubah lewat kata sandi lama');
      await updateCustomer(ctx.db, customer.id, (c) => void (c.password = body.value.password));
      return ok(null, 'Kata sandi berhasil dibuat');
    }),

    // Two bodies: { email } mails a reset link; { token, password } sets the new password with it.
    router.public('POST mail/reset/password', async ({ request }) => {
      const probe = await readBody(request.clone(), anyObject);
      if (!probe.ok) return probe.response;
      if ('token' in probe.value) {
        const body = await readBody(request, resetCompleteBody);
        if (!body.ok) return body.response;
        const reset = liveReset(body.value.token);
        if (!reset) return invalidResetLink();
        await updateCustomer(ctx.db, reset.customerId, (c) => void (c.password = body.value.password));
        // Every link of the account is used up, and every session ends: whoever knew the old password is out.
        ctx.db.passwordResets.deleteMany((q) => q.where({ customerId: reset.customerId }));
        ctx.db.sessions.deleteMany((q) => q.where({ customerId: reset.customerId }));
        return ok(null, 'Kata sandi berhasil diubah. Silakan login kembali');
      }
      const body = await readBody(request, resetRequestBody);
      if (!body.ok) return body.response;
      const customer = customerByEmail(ctx.db, body.value.email);
      // The same answer whether or not the address has an account: the form finds no customers.
      if (customer) {
        const token = randomHex(20);
        await ctx.db.passwordResets.create({
          token,
          customerId: customer.id,
          email: customer.email,
          expiresAt: ctx.clock.unixSeconds() + RESET_LINK_SECONDS,
        });
        ctx.log(`Tautan atur ulang kata sandi untuk ${customer.email}: /forgotPassword/${token}`);
      }
      return ok(null, RESET_MAILED);
    }),

    router.public('GET mail/reset/valid/{token}', ({ params }) => {
      const reset = liveReset(params.token ?? '');
      if (!reset) return invalidResetLink();
      return ok({ email: reset.email, expires_at: wibIso(reset.expiresAt) } satisfies ResetLinkWire, 'Tautan masih berlaku');
    }),
  ];
};
