import type { CodeConfirmedWire, CodeSentWire, EmailVerifiedWire } from '@more/adapters/wire';
import { z } from 'zod';
import { readBody } from '../body';
import type { MockContext } from '../context';
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

/**
 * One-time codes by mail and WhatsApp, and the verification link of an
 * address. A code is 6 digits, lives 5 minutes, is logged on the developer's
 * console (`OTP untuk <target>: 123456`) and is used up by a right guess; a
 * wrong one is a 422 naming `otp`. An email confirmed by code, or by its
 * link, makes the account with that address verified.
 */
export const verificationHandlers = (ctx: MockContext, router: Router) => {
  const sendCode = async (channel: Channel, target: string) => {
    const code = randomCode();
    const expiresAt = ctx.clock.unixSeconds() + OTP_SECONDS;
    // A new code replaces any earlier one for the same target.
    ctx.db.oneTimeCodes.deleteMany((q) => q.where({ channel, target }));
    await ctx.db.oneTimeCodes.create({ channel, target, code, expiresAt, wrongAttempts: 0 });
    ctx.log(`OTP untuk ${target}: ${code}`);
    return ok({ sent_to: target, expires_at: wibIso(expiresAt) } satisfies CodeSentWire, `Kode OTP telah dikirim ke ${target}`);
  };

  /** True when `code` is right for the target; a right code is used up, a wrong one counted. */
  const checkCode = async (channel: Channel, target: string, code: string): Promise<boolean> => {
    const sent = ctx.db.oneTimeCodes.findFirst((q) => q.where({ channel, target }));
    const live = sent && sent.expiresAt > ctx.clock.unixSeconds() ? sent : undefined;
    if ((ctx.shortcuts.enabled && code === FIXED_TEST_OTP) || live?.code === code) {
      ctx.db.oneTimeCodes.deleteMany((q) => q.where({ channel, target }));
      return true;
    }
    if (live && live.wrongAttempts + 1 >= OTP_MAX_WRONG) ctx.db.oneTimeCodes.deleteMany((q) => q.where({ channel, target }));
    else if (live) await ctx.db.oneTimeCodes.update((q) => q.where({ channel, target }), { data: (c) => void c.wrongAttempts++ });
    return false;
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
      if (!(await checkCode('email', body.value.email, params.code ?? ''))) return wrongOtp();
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
      if (!(await checkCode('whatsapp', localPhone(body.value.phone), body.value.otp))) return wrongOtp();
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
