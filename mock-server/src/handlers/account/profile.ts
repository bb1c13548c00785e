import type { MoreversaryWire, ProfileProgressWire, PushDeviceWire } from '@more/adapters/wire';
import { z } from 'zod';
import type { CustomerRecord } from '../../db/account';
import { readBody, uploadedFile } from '../body';
import type { MockContext } from '../context';
import { artworkUrl } from '../media';
import { notFound, ok, refuse } from '../respond';
import { bearerToken, type Router } from '../router';
import { customerByEmail, mailVerificationLink, updateCustomer } from './accounts';
import { birthDateField, emailField, localPhone, nameField, phoneField, todayInWib } from './fields';
import { toUserWire } from './user-wire';
import { wibIso } from '../store-time';

const DAY = 24 * 3600;
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
const PHOTO_MAX_BYTES = 2 * 1024 * 1024;

/** The steps of a complete profile, in the order the profile page lists them. */
const profileSteps = (customer: CustomerRecord): ProfileProgressWire['steps'] => [
  { key: 'picture', label: 'Foto profil', done: customer.picture !== null },
  { key: 'phone', label: 'Nomor HP', done: customer.phone !== '' },
  { key: 'birth_date', label: 'Tanggal lahir', done: customer.birthDate !== null },
  { key: 'gender', label: 'Jenis kelamin', done: customer.gender !== null },
  { key: 'email_verified', label: 'Email terverifikasi', done: customer.emailVerified },
  { key: 'location', label: 'Lokasi', done: customer.location !== null },
];

/** Every field may be left out (it stays as it is); birth_date and gender may be null to clear them. */
const updateBody = (today: () => string) =>
  z.object({
    name: nameField().optional(),
    phone: phoneField().optional(),
    birth_date: birthDateField(today).nullable().optional(),
    gender: z.enum(['male', 'female']).nullable().optional(),
  });

/** How long a proved number may wait for the save: the store saves it the moment the code is confirmed. */
const PHONE_PROOF_SECONDS = 30 * 60;
export const PHONE_NOT_PROVED = 'Verifikasi nomor HP dengan kode WhatsApp terlebih dahulu';

const photoBody = z.object({ picture: uploadedFile() });
const emailBody = z.object({ email: emailField() });

const text = () => z.string().trim().min(1).max(255);
const pushTokenBody = z.object({
  device_id: text(),
  device_name: text(),
  device_os: text(),
  access_token: text(),
  firebase_token: z.string().trim().min(1).max(4096),
  app_version: text(),
});

/** The profile calls: show, update, photo, email, progress, MOREVERSARY and push devices. */
export const profileHandlers = (ctx: MockContext, router: Router) => [
  router.customer('POST more/user/show', ({ customer, origin }) => ok(toUserWire(customer, origin))),

  router.customer('PUT more/user/update', async ({ request, customer, origin }) => {
    const body = await readBody(request, updateBody(() => todayInWib(ctx.clock.now())));
    if (!body.ok) return body.response;
    const { name, phone, birth_date, gender } = body.value;
    // A new number is kept only once its owner proved it (message/wa/otp/{code}), as the store's
    // PhoneVerification promises; the number already on the account may be sent back unchanged.
    const newPhone = phone === undefined ? null : localPhone(phone);
    if (newPhone !== null && newPhone !== customer.phone) {
      const proof = ctx.db.provenPhones.findFirst((q) => q.where({ phone: newPhone }));
      if (!proof || proof.provenAt + PHONE_PROOF_SECONDS < ctx.clock.unixSeconds()) return refuse(422, PHONE_NOT_PROVED, { phone: [PHONE_NOT_PROVED] });
      ctx.db.provenPhones.deleteMany((q) => q.where({ phone: newPhone }));
    }
    const saved = await updateCustomer(ctx.db, customer.id, (c) => {
      if (name !== undefined) c.name = name;
      if (newPhone !== null) c.phone = newPhone;
      if (birth_date !== undefined) c.birthDate = birth_date;
      if (gender !== undefined) c.gender = gender;
    });
    return ok(toUserWire(saved, origin), 'Profil berhasil diperbarui');
  }),

  // The mock keeps no bytes: the photo becomes an avatar drawn by its own media host, a new
  // address for every upload so no cache shows the old one.
  router.customer('POST more/user/store', async ({ request, customer, origin }) => {
    const body = await readBody(request, photoBody);
    if (!body.ok) return body.response;
    const { picture } = body.value;
    if (!PHOTO_TYPES.includes(picture.type)) {
      return refuse(422, 'Foto profil harus berupa gambar', { picture: ['picture harus berupa gambar JPG, PNG, WebP atau GIF'] });
    }
    if (picture.size === 0 || picture.size > PHOTO_MAX_BYTES) {
      return refuse(422, 'Ukuran foto profil tidak sesuai', { picture: ['picture harus berukuran 1 byte sampai 2 MB'] });
    }
    const saved = await updateCustomer(ctx.db, customer.id, (c) => {
      c.picture = `${artworkUrl('', 'avatar', c.name)}?v=${ctx.clock.now()}`;
    });
    return ok(toUserWire(saved, origin), 'Foto profil berhasil diperbarui');
  }),

  router.customer('PUT more/user/email', async ({ request, customer, origin }) => {
    const body = await readBody(request, emailBody);
    if (!body.ok) return body.response;
    const { email } = body.value;
    if (email === customer.email) return ok(toUserWire(customer, origin), 'Email tidak berubah');
    if (customerByEmail(ctx.db, email)) return refuse(422, 'Email sudah terdaftar', { email: ['Email sudah terdaftar'] });
    const saved = await updateCustomer(ctx.db, customer.id, (c) => {
      c.email = email;
      c.emailVerified = false;
    });
    await mailVerificationLink(ctx, saved);
    return ok(toUserWire(saved, origin), `Email diubah. Buka tautan verifikasi yang kami kirim ke ${email}`);
  }),

  router.customer('GET more/user/check', ({ customer }) => {
    const steps = profileSteps(customer);
    const percentage = Math.round((steps.filter((step) => step.done).length / steps.length) * 100);
    return ok({ steps, percentage } satisfies ProfileProgressWire);
  }),

  router.customer('GET more/user/moreversary', ({ customer }) => {
    const campaign = ctx.db.moreversaries.all().sort((a, b) => b.startAt - a.startAt)[0];
    if (!campaign) return notFound('Kampanye MOREVERSARY');
    const now = ctx.clock.unixSeconds();
    const active = campaign.startAt <= now && now < campaign.endAt;
    const eligible = active && now - customer.createdAt >= campaign.minMemberDays * DAY;
    return ok({
      title: campaign.title,
      start_at: wibIso(campaign.startAt),
      end_at: wibIso(campaign.endAt),
      is_active: active,
      member_since: wibIso(customer.createdAt),
      is_eligible: eligible,
      reward: eligible ? campaign.reward : null,
    } satisfies MoreversaryWire);
  }),

  // One record per device: a device registered again (a new push token, or another customer
  // logging in on it) replaces its old registration.
  router.customer('POST more/user/token', async ({ request, customer }) => {
    const body = await readBody(request, pushTokenBody);
    if (!body.ok) return body.response;
    const device = body.value;
    if (device.access_token !== bearerToken(request)) {
      return refuse(422, 'Data yang dikirim tidak valid', { access_token: ['access_token tidak sama dengan token login'] });
    }
    const updatedAt = ctx.clock.unixSeconds();
    ctx.db.pushDevices.deleteMany((q) => q.where({ deviceId: device.device_id }));
    await ctx.db.pushDevices.create({
      deviceId: device.device_id,
      customerId: customer.id,
      deviceName: device.device_name,
      deviceOs: device.device_os,
      firebaseToken: device.firebase_token,
      appVersion: device.app_version,
      updatedAt,
    });
    return ok({ device_id: device.device_id, app_version: device.app_version, updated_at: wibIso(updatedAt) } satisfies PushDeviceWire, 'Perangkat terdaftar untuk notifikasi');
  }),
];
