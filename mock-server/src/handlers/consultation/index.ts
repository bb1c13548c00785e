import type { ConsultationReceiptWire, InteriorProjectCardWire, InteriorProjectListWire, InteriorProjectWire } from '@more/adapters/wire';
import type { HttpHandler } from 'msw';
import { z } from 'zod';
import { interiorCities, type InteriorProjectRecord } from '../../db/consultation';
import { consultationCode } from '../../seed/consultation';
import { readBody, readQuery } from '../body';
import type { MockContext } from '../context';
import { artworkUrl } from '../media';
import { notifyCustomer } from '../notifications/notify';
import { ok, refuse } from '../respond';
import type { Router } from '../router';
import { wibIso } from '../store-time';

const cityNames = { surabaya: 'Surabaya', gresik: 'Gresik', sidoarjo: 'Sidoarjo' } as const;

const listQuery = z.object({
  // An empty category is "every city", as the list's first tab sends it.
  category: z.preprocess((v) => (v === '' ? undefined : v), z.enum(interiorCities).optional()),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(12),
});

/** An Indonesian mobile number: 08…, 628… or +628…, 10 to 15 digits in all. */
const mobilePhone = /^(?:\+?62|0)8\d{7,12}$/;

const requestBody = z.object({
  name: z.string().trim().min(3).max(100),
  phone: z.string().trim().regex(mobilePhone),
  email: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.email().max(100).optional()),
  property_id: z.number().int().min(1),
  location_id: z.number().int().min(1),
  note: z.string().trim().max(1000).default(''),
});

const byNewest = (a: InteriorProjectRecord, b: InteriorProjectRecord) => b.completedAt - a.completedAt || a.id - b.id;

/**
 * The consultation calls of document 2 §7. The portfolio's `category` is the
 * city of /desain-interior/{city}; a project is found by id or by its slug
 * (the detail page's address carries the slug). A request is kept, and the
 * customer is told by a notification that it arrived.
 */
export const consultationHandlers = (ctx: MockContext, router: Router): HttpHandler[] => {
  const propertyTypeName = (id: number) => ctx.db.projectPropertyTypes.findFirst((q) => q.where({ id }))?.name ?? 'Rumah';

  const toCard = (project: InteriorProjectRecord, origin: string): InteriorProjectCardWire => ({
    id: project.id,
    slug: project.slug,
    title: project.title,
    category: project.city,
    city: cityNames[project.city],
    property_type: propertyTypeName(project.propertyTypeId),
    style: project.style,
    cover: { image_url: artworkUrl(origin, 'cover', project.title), alt_text: `${project.title}, ${project.area}` },
  });

  const toDetail = (project: InteriorProjectRecord, origin: string): InteriorProjectWire => ({
    ...toCard(project, origin),
    description: project.description,
    area_m2: project.areaSquareMetres,
    area: project.area,
    images: project.rooms.map((room) => ({ image_url: artworkUrl(origin, 'cover', `${room}: ${project.title}`), alt_text: `${room} ${project.style.toLowerCase()}` })),
    completed_at: wibIso(project.completedAt),
  });

  const projectBy = (ref: string | undefined): InteriorProjectRecord | undefined => {
    if (ref === undefined) return undefined;
    return /^\d{1,9}$/.test(ref)
      ? ctx.db.interiorProjects.findFirst((q) => q.where({ id: Number(ref) }))
      : ctx.db.interiorProjects.findFirst((q) => q.where({ slug: ref }));
  };

  return [
    router.customer('GET more/interior/customer', ({ request, origin }) => {
      const query = readQuery(request, listQuery);
      if (!query.ok) return query.response;
      const { category, page, per_page } = query.value;
      const projects = ctx.db.interiorProjects
        .all()
        .filter((p) => category === undefined || p.city === category)
        .sort(byNewest);
      const start = (page - 1) * per_page;
      const data: InteriorProjectListWire = {
        data: projects.slice(start, start + per_page).map((p) => toCard(p, origin)),
        page,
        per_page,
        total: projects.length,
        total_pages: Math.ceil(projects.length / per_page),
      };
      return ok(data);
    }),

    router.customer('GET more/interior/customer/{id}', ({ params, origin }) => {
      const project = projectBy(params.id);
      return project ? ok(toDetail(project, origin)) : refuse(404, 'Proyek desain interior tidak ditemukan');
    }),

    router.customer('GET more/project/data/property', () =>
      ok(ctx.db.projectPropertyTypes.all().sort((a, b) => a.id - b.id).map(({ id, name }) => ({ id, name }))),
    ),

    router.customer('GET more/project/data/location', () =>
      ok(ctx.db.consultationLocations.all().sort((a, b) => a.id - b.id).map(({ id, name, cityId }) => ({ id, name, city_id: cityId }))),
    ),

    router.customer('POST more/project', async ({ request, customer }) => {
      const body = await readBody(request, requestBody);
      if (!body.ok) return body.response;
      const input = body.value;
      const errors: Record<string, string[]> = {};
      if (!ctx.db.projectPropertyTypes.findFirst((q) => q.where({ id: input.property_id }))) errors.property_id = ['Jenis properti tidak ditemukan'];
      if (!ctx.db.consultationLocations.findFirst((q) => q.where({ id: input.location_id }))) errors.location_id = ['Lokasi tidak ditemukan'];
      if (Object.keys(errors).length > 0) return refuse(422, 'Data yang dikirim tidak valid', errors);

      const now = ctx.clock.unixSeconds();
      const id = ctx.db.consultationRequests.all().reduce((max, r) => Math.max(max, r.id), 0) + 1;
      const code = consultationCode(id, now);
      await ctx.db.consultationRequests.create({
        id,
        code,
        customerId: customer.id,
        name: input.name,
        phone: input.phone,
        email: input.email ?? null,
        propertyTypeId: input.property_id,
        locationId: input.location_id,
        note: input.note,
        status: 'waiting',
        createdAt: now,
      });
      await notifyCustomer(
        ctx.db,
        customer.id,
        {
          title: 'Permintaan Konsultasi Diterima',
          subtitle: `Permintaan ${code} sudah kami terima. Desainer kami akan menghubungi Anda dalam 1x24 jam.`,
          image: artworkUrl('', 'square', 'Desain Interior'),
          detailUrl: '/desain-interior',
        },
        now,
      );
      const data: ConsultationReceiptWire = { id, code, status: 'waiting', created_at: wibIso(now) };
      return ok(data, 'Permintaan konsultasi berhasil dikirim. Desainer kami akan menghubungi Anda dalam 1x24 jam.');
    }),
  ];
};
