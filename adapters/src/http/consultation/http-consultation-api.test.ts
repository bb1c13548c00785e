import { INTERIOR_PAGE_SIZE } from '@more/core';
import { describe, expect, it } from 'vitest';
import { mockStore } from '../mock-store.fixture';
import { HttpConsultationApi } from './http-consultation-api';

const api = mockStore({ now: Date.UTC(2026, 10, 21, 3, 0) });
const consultation = new HttpConsultationApi(api.storeApi);

describe('HttpConsultationApi against the mock', () => {
  it('lists 12 projects a page, and one city\'s for /desain-interior/{city}', async () => {
    const all = await consultation.projects();
    expect(all).toMatchObject({ page: 1, perPage: INTERIOR_PAGE_SIZE, total: 31 });
    expect(all.items).toHaveLength(12);
    const sidoarjo = await consultation.projects({ city: 'sidoarjo' });
    expect(sidoarjo.items.every((p) => p.city === 'sidoarjo' && p.cityName === 'Sidoarjo')).toBe(true);
    expect(sidoarjo.items[0]!.cover.url).toContain('/media/art/cover/');
    expect(sidoarjo.items[0]!.cover.alt).not.toBe('');
  });

  it('opens a project by id or by the slug of its page', async () => {
    const summary = (await consultation.projects({ city: 'gresik' })).items[0]!;
    const byId = await consultation.project(summary.id);
    expect(byId).toMatchObject(summary);
    expect(byId.areaSquareMetres).toBeGreaterThan(0);
    expect(byId.completedAt).toBeLessThan(Date.UTC(2026, 10, 21, 3, 0));
    expect(byId.images.length).toBeGreaterThan(1);
    expect(await consultation.project(summary.slug)).toEqual(byId);
    await expect(consultation.project(99999)).rejects.toMatchObject({ kind: 'not-found', call: 'GET more/interior/customer/{id}' });
  });

  it('sends a request with choices from the form\'s lists', async () => {
    const [property] = await consultation.propertyTypes();
    const locations = await consultation.locations();
    expect(locations.map((l) => l.cityId)).toEqual(['3578', '3525', '3515']);
    const receipt = await consultation.request({
      name: 'Sinta Wulandari',
      phone: '081234567890',
      email: null,
      propertyTypeId: property!.id,
      locationId: locations[1]!.id,
      note: 'Ruko dua lantai untuk toko kue',
    });
    expect(receipt.status).toBe('waiting');
    expect(receipt.code).toMatch(/^KONS-20261121-\d{4}$/);
    // The mock's clock started at 10:00 WIB and runs on.
    expect(receipt.createdAt - Date.UTC(2026, 10, 21, 3, 0)).toBeGreaterThanOrEqual(0);
    expect(receipt.createdAt - Date.UTC(2026, 10, 21, 3, 0)).toBeLessThan(10 * 60_000);
    expect(api.mock.db.consultationRequests.findFirst((q) => q.where({ id: receipt.id }))).toMatchObject({ locationId: locations[1]!.id, email: null });
  });

  it('fails a wrong phone number as rejected, with the server\'s reason', async () => {
    await expect(consultation.request({ name: 'Sinta', phone: '1234', email: null, propertyTypeId: 1, locationId: 1, note: '' })).rejects.toMatchObject({
      kind: 'rejected',
      details: { status: 422, serverMessage: 'Data yang dikirim tidak valid' },
    });
  });
});
