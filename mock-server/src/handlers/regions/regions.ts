import type { CityWire, CityWithProvinceWire, DistrictWire, ProvinceWire, VillageWire } from '@more/adapters/wire';
import { z } from 'zod';
import { districtById, districtsOf, villagesOf } from '../../seed/regions/districts-and-villages';
import { readQuery } from '../body';
import type { Router } from '../router';
import { notFound, ok } from '../respond';
import { regionIndex } from './region-index';

type Regency = (typeof regionIndex.regencies)[number];

const toCityWire = (city: Regency): CityWire => ({ city_id: city.id, province_id: city.provinceId, city_name: city.name });

const digits = (length: number) => z.string().regex(new RegExp(`^\\d{${length}}$`));

/**
 * Document 2 shows no query parameters for these calls; the store asks each
 * level by its parent: `uni/city?province_id=35`, `uni/district?city_id=3578`,
 * `uni/village?district_id=357808`. `uni/city/overall` is the searchable city
 * select: `q` (part of the name), `page`, `per_page`.
 */
const cityQuery = z.object({ province_id: digits(2) });
const districtQuery = z.object({ city_id: digits(4) });
const villageQuery = z.object({ district_id: digits(6) });
const citySearchQuery = z.object({
  q: z.string().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

/** The regions calls of document 2 §7, "Regions and banks": every province, regency, district and village of idn-area-data. */
export const regionHandlers = (router: Router) => [
  router.public('GET uni/province', () =>
    ok(regionIndex.provinces.map((p): ProvinceWire => ({ province_id: p.id, province_name: p.name }))),
  ),

  router.public('GET uni/city', ({ request }) => {
    const query = readQuery(request, cityQuery);
    if (!query.ok) return query.response;
    if (!regionIndex.provinceById.has(query.value.province_id)) return notFound('Provinsi');
    return ok((regionIndex.regenciesByProvince.get(query.value.province_id) ?? []).map(toCityWire));
  }),

  router.public('GET uni/city/all-city', () => ok(regionIndex.regencies.map(toCityWire))),

  router.public('GET uni/city/overall', ({ request }) => {
    const query = readQuery(request, citySearchQuery);
    if (!query.ok) return query.response;
    const { page, per_page } = query.value;
    const keyword = (query.value.q ?? '').trim().toUpperCase();
    const found = regionIndex.regencies.filter((city) => city.name.includes(keyword));
    const start = (page - 1) * per_page;
    return ok({
      data: found.slice(start, start + per_page).map(
        (city): CityWithProvinceWire => ({ ...toCityWire(city), province_name: regionIndex.provinceById.get(city.provinceId)?.name ?? '' }),
      ),
      page,
      per_page,
      total: found.length,
      total_pages: Math.ceil(found.length / per_page),
    });
  }),

  router.public('GET uni/district', async ({ request }) => {
    const query = readQuery(request, districtQuery);
    if (!query.ok) return query.response;
    if (!regionIndex.regencyById.has(query.value.city_id)) return notFound('Kota/kabupaten');
    // A regency the data gives no districts (none in idn-area-data 3.1) answers an empty list: the form says "Belum ada data kecamatan".
    return ok(
      (await districtsOf(query.value.city_id)).map((d): DistrictWire => ({ district_id: d.id, city_id: d.regencyId, district_name: d.name })),
    );
  }),

  router.public('GET uni/village', async ({ request }) => {
    const query = readQuery(request, villageQuery);
    if (!query.ok) return query.response;
    if (!(await districtById(query.value.district_id))) return notFound('Kecamatan');
    return ok(
      (await villagesOf(query.value.district_id)).map((v): VillageWire => ({ village_id: v.id, district_id: v.districtId, village_name: v.name })),
    );
  }),
];
