import { artworkUrl, DEMO_CUSTOMER, NEW_CUSTOMER, signIn } from '@more/mock-server';
import type { ProviderStates } from '../provider/provider-state';
import { freeEmail } from '../session/states';
import { nonEmptyText } from '../provider/state-params';

/** The bearer token of 'a customer who signed up with Google is logged in'. */
export const SOCIAL_CUSTOMER_TOKEN = 'social-customer-token';
const SOCIAL_CUSTOMER = { email: 'ayu.lestari@more.test', name: 'Ayu Lestari' };
const DAY = 24 * 3600;

/** Provider states the account interactions name. */
export const accountStates: ProviderStates = {
  /** Every profile field of the demo customer has a value: photo, phone, birth date, gender, a verified email, a city. */
  'the demo customer has a complete profile': async (api) => {
    await api.db.customers.update((q) => q.where({ id: DEMO_CUSTOMER.id }), {
      data: (c) => {
        c.picture = artworkUrl('', 'avatar', DEMO_CUSTOMER.name);
        c.phone = DEMO_CUSTOMER.phone;
        c.birthDate = '1994-08-17';
        c.gender = 'female';
        c.emailVerified = true;
        c.location = { cityId: '3578', cityName: 'KOTA SURABAYA' };
      },
    });
  },

  /** MOREVERSARY started 5 days ago and ends in 25; the demo customer (400 days a member) may claim its reward. */
  'the anniversary campaign is running': async (api) => {
    const now = api.clock.unixSeconds();
    api.db.moreversaries.clear();
    await api.db.moreversaries.create({
      title: 'MOREVERSARY 2026',
      startAt: now - 5 * DAY,
      endAt: now + 25 * DAY,
      reward: 'Voucher ulang tahun Rp100.000 untuk belanja minimal Rp1.000.000',
      minMemberDays: 30,
    });
  },

  /** An account made by Google sign-in, without a password, logged in with SOCIAL_CUSTOMER_TOKEN. */
  'a customer who signed up with Google is logged in': async (api) => {
    let customer = api.db.customers.findFirst((q) => q.where({ email: SOCIAL_CUSTOMER.email }));
    if (customer) {
      await api.db.customers.update((q) => q.where({ id: customer!.id }), { data: (c) => void (c.password = null) });
    } else {
      customer = await api.db.customers.create({
        id: Math.max(0, ...api.db.customers.all().map((c) => c.id)) + 1,
        name: SOCIAL_CUSTOMER.name,
        email: SOCIAL_CUSTOMER.email,
        phone: '',
        password: null,
        picture: null,
        birthDate: null,
        gender: null,
        emailVerified: true,
        points: 0,
        location: null,
        createdAt: api.clock.unixSeconds(),
      });
    }
    await signIn(api.db, customer.id, SOCIAL_CUSTOMER_TOKEN, api.clock.unixSeconds());
    return { accessToken: SOCIAL_CUSTOMER_TOKEN };
  },

  /** A reset link with this `token`, valid for an hour, was mailed to the demo customer, whose address is `email`. */
  'a password reset was requested for': async (api, params) => {
    const email = nonEmptyText(params.email, 'email').toLowerCase();
    const token = nonEmptyText(params.token, 'token');
    await freeEmail(api, email, DEMO_CUSTOMER.id);
    await api.db.customers.update((q) => q.where({ id: DEMO_CUSTOMER.id }), { data: (c) => void (c.email = email) });
    api.db.passwordResets.deleteMany((q) => q.where({ token }));
    await api.db.passwordResets.create({ token, customerId: DEMO_CUSTOMER.id, email, expiresAt: api.clock.unixSeconds() + 3600 });
  },

  /** The one-time `code` was sent by `channel` (email or whatsapp) to `target` (an address, or a phone as 08…) and is still valid. */
  'an OTP was sent': async (api, params) => {
    const channel = nonEmptyText(params.channel, 'channel');
    if (channel !== 'email' && channel !== 'whatsapp') throw new Error('channel must be email or whatsapp');
    const target = nonEmptyText(params.target, 'target').toLowerCase();
    api.db.oneTimeCodes.deleteMany((q) => q.where({ channel, target }));
    await api.db.oneTimeCodes.create({ channel, target, code: nonEmptyText(params.code, 'code'), expiresAt: api.clock.unixSeconds() + 300, wrongAttempts: 0 });
  },

  /**
   * Whoever owns `phone` (08…) has just confirmed its WhatsApp code (message/wa/otp/{code}): an
   * account may now keep that number (PUT more/user/update refuses a number nobody proved).
   */
  'a phone number was proved by its WhatsApp code': async (api, params) => {
    const phone = nonEmptyText(params.phone, 'phone');
    api.db.provenPhones.deleteMany((q) => q.where({ phone }));
    await api.db.provenPhones.create({ phone, provenAt: api.clock.unixSeconds() });
  },

  /** No one-time code is on its way by `channel` (email or whatsapp) to `target`: a new one may be sent at once. */
  'no code is on its way to': (api, params) => {
    const channel = nonEmptyText(params.channel, 'channel');
    if (channel !== 'email' && channel !== 'whatsapp') throw new Error('channel must be email or whatsapp');
    const target = nonEmptyText(params.target, 'target').toLowerCase();
    api.db.oneTimeCodes.deleteMany((q) => q.where({ channel, target }));
  },

  /** The new customer's verification link `id` was mailed to the address the account has now, not yet opened. */
  'the new customer has a pending email verification': async (api, params) => {
    const id = nonEmptyText(params.id, 'id');
    const customer = api.db.customers.findFirst((q) => q.where({ id: NEW_CUSTOMER.id }));
    if (!customer) throw new Error('the new customer is missing from the seed');
    api.db.emailVerifications.deleteMany((q) => q.where({ id }));
    await api.db.emailVerifications.create({ id, customerId: customer.id, email: customer.email, createdAt: api.clock.unixSeconds() });
    await api.db.customers.update((q) => q.where({ id: customer.id }), { data: (c) => void (c.emailVerified = false) });
  },
};
