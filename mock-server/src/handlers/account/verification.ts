import type { CodeConfirmedWire, CodeSentWire, EmailVerifiedWire } from '@more/adapters/wire';
import { z } from 'zod';
import { readBody } from '../body';
import { type MockContext, shortcutsFor } from '../context';
import { CODE_RESEND_SECONDS, tooMany, waitText } from '../limits';
import { notFound, ok, refuse } from '../respond';
import type { Router } from '../router';
import { emailField, localPhone, phoneField, randomCode } from './fields';
import { wibIso } from '../store-time';

/**
 * The code every OTP check accepts, whatever was sent (README): tests and
 * demos need not read the console. A real server has no such code.
 */
export const FIXED_TEST_OTP = '000000';
export const WRONG_OTP = 'Kode OTP salah atau sudah kedaluwarsa';
const OTP_SECONDS = 5 * 60;
/** After this many wrong guesses the code is dropped and a new one must be asked for. */
const OTP_MAX_WRONG = 5;

type Channel = 'email' | 'whatsapp';

const emailBody = z.object({ email: emailField() });
const phoneBody = z.object({ phone: phoneField() });
// "The WhatsApp OTP validation sends the otp together with the phone" (document 2 §5).
const whatsappCheckBody = z.object({ phone: phoneField(), otp: z.string().regex(/^\d{6}$/) });

const wrongOtp = () => refuse(422, WRONG_OTP, { otp: [WRONG_OTP] });
const tooManyWrongCodes = (seconds: number) => `Terlalu banyak kode OTP salah. Coba lagi dalam ${waitText(seconds)}.`;

/**
 * One-time codes by mail and WhatsApp, and the verification link of an
 * address. A code is 6 digits, lives 5 minutes, is logged on the developer's
 * console (`OTP untuk <target>: 123456`) and is used up by a right guess; a
 * wrong one is a 422 naming `otp`. An email confirmed by code, or by its
 * link, makes the account with that address verified.
 */
export const verificationHandlers = (ctx: MockContext, router: Router) => {
  const sendCode = async (channel: Channel, target: string) => {
    const locked = ctx.limits.wrongCodes.lockedFor(`${channel}:${target}`);
    if (locked > 0) return tooMany(locked, tooManyWrongCodes(locked));
    // Not again inside the store's own resend countdown: the code on its way is still good.
    const earlier = ctx.db.oneTimeCodes.findFirst((q) => q.where({ channel, target }));
    const wait = earlier ? earlier.expiresAt - OTP_SECONDS + CODE_RESEND_SECONDS - ctx.clock.unixSeconds() : 0;
    if (wait > 0) return tooMany(wait, `Kode OTP baru dapat dikirim ulang dalam ${wait} detik`);
    const code = randomCode();
    const expiresAt = ctx.clock.unixSeconds() + OTP_SECONDS;
    // A new code replaces any earlier one for the same target.
    ctx.db.oneTimeCodes.deleteMany((q) => q.where({ channel, target }));
    await ctx.db.oneTimeCodes.create({ channel, target, code, expiresAt, wrongAttempts: 0 });
    ctx.log(`OTP untuk ${target}: ${code}`);
    return ok({ sent_to: target, expires_at: wibIso(expiresAt) } satisfies CodeSentWire, `Kode OTP telah dikirim ke ${target}`);
  };

  /**
   * Null when `code` is right for the target (used up); else the answer: a wrong one is counted (a 422
   * naming `otp`), and once too many were wrong, every check of the target is a 429 for a while.
   */
  const checkCode = async (request: Request, channel: Channel, target: string, code: string): Promise<Response | null> => {
    const key = `${channel}:${target}`;
    const locked = ctx.limits.wrongCodes.lockedFor(key);
    if (locked > 0) return tooMany(locked, tooManyWrongCodes(locked));
    const sent = ctx.db.oneTimeCodes.findFirst((q) => q.where({ channel, target }));
    const live = sent && sent.expiresAt > ctx.clock.unixSeconds() ? sent : undefined;
    if ((shortcutsFor(ctx, request) && code === FIXED_TEST_OTP) || live?.code === code) {
      ctx.db.oneTimeCodes.deleteMany((q) => q.where({ channel, target }));
      ctx.limits.wrongCodes.forget(key);
      return null;
    }
    if (live && live.wrongAttempts + 1 >= OTP_MAX_WRONG) ctx.db.oneTimeCodes.deleteMany((q) => q.where({ channel, target }));
    else if (live) await ctx.db.oneTimeCodes.update((q) => q.where({ channel, target }), { data: (c) => void c.wrongAttempts++ });
    ctx.limits.wrongCodes.count(key);
    const now = ctx.limits.wrongCodes.lockedFor(key);
    return now > 0 ? tooMany(now, tooManyWrongCodes(now)) : wrongOtp();
  };

  const markVerified = (email: string) =>
    ctx.db.customers.updateMany((q) => q.where({ email }), { data: (c) => void (c.emailVerified = true) });

  return [
    router.public('POST mail/otp', async ({ request }) => {
      const body = await readBody(request, emailBody);
      return body.ok ? sendCode('email', body.value.email) : body.response;
    }),

    router.public('POST mail/otp/{code}', async ({ request, params }) => {
      const body = await readBody(request, emailBody);
      if (!body.ok) return body.response;
      const refused = await checkCode(request, 'email', body.value.email, params.code ?? '');
      if (refused) return refused;
      await markVerified(body.value.email);
      return ok({ verified: true } satisfies CodeConfirmedWire, 'Email berhasil diverifikasi');
    }),

    router.public('POST message/wa/otp', async ({ request }) => {
      const body = await readBody(request, phoneBody);
      return body.ok ? sendCode('whatsapp', localPhone(body.value.phone)) : body.response;
    }),

    router.public('POST message/wa/otp/{code}', async ({ request, params }) => {
      const body = await readBody(request, whatsappCheckBody);
      if (!body.ok) return body.response;
      if (body.value.otp !== params.code) return refuse(422, WRONG_OTP, { otp: ['otp tidak sama dengan kode di alamat'] });
      const phone = localPhone(body.value.phone);
      const refused = await checkCode(request, 'whatsapp', phone, body.value.otp);
      if (refused) return refused;
      // The proof an account's number needs (profile.ts); a newer proof replaces an older one.
      ctx.db.provenPhones.deleteMany((q) => q.where({ phone }));
      await ctx.db.provenPhones.create({ phone, provenAt: ctx.clock.unixSeconds() });
      return ok({ verified: true } satisfies CodeConfirmedWire, 'Nomor WhatsApp berhasil diverifikasi');
    }),

    // Opening the link again answers success again: the address stays verified.
    router.public('GET mail/verification/{id}', async ({ params }) => {
      const verification = ctx.db.emailVerifications.findFirst((q) => q.where({ id: params.id ?? '' }));
      const customer = verification && ctx.db.customers.findFirst((q) => q.where({ id: verification.customerId }));
      // A link for an address the customer has since changed verifies nothing.
      if (!verification || customer?.email !== verification.email) return notFound('Verifikasi email');
      await markVerified(verification.email);
      return ok({ email: verification.email, verified: true } satisfies EmailVerifiedWire, 'Email berhasil diverifikasi');
    }),
  ];
};
