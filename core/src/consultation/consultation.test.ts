import { describe, expect, it } from 'vitest';
import { InMemoryConsultationApi } from './consultation-api.fake';
import { INTERIOR_PAGE_SIZE, isInteriorCity } from './interior-project';
import { anInteriorProject } from './interior-project.fixture';

const projects = [
  ...Array.from({ length: 14 }, (_, i) => anInteriorProject({ id: i + 1, slug: `surabaya-${i + 1}` })),
  anInteriorProject({ id: 20, slug: 'ruko-gresik', city: 'gresik', cityName: 'Gresik' }),
];

describe('interior cities', () => {
  it('are the three pages of /desain-interior', () => {
    expect(['surabaya', 'gresik', 'sidoarjo'].every(isInteriorCity)).toBe(true);
    expect(isInteriorCity('malang')).toBe(false);
  });
});

describe('in-memory consultation API', () => {
  it('lists 12 projects a page, of one city or all, without their details', async () => {
    const api = new InMemoryConsultationApi(projects);
    const all = await api.projects();
    expect(all).toMatchObject({ page: 1, perPage: INTERIOR_PAGE_SIZE, total: 15, totalPages: 2 });
    expect(all.items[0]).not.toHaveProperty('description');
    const gresik = await api.projects({ city: 'gresik', page: 1, perPage: 12 });
    expect(gresik.items.map((p) => p.slug)).toEqual(['ruko-gresik']);
  });

  it('finds a project by id or slug, and fails as a 404 for an unknown one', async () => {
    const api = new InMemoryConsultationApi(projects);
    expect((await api.project(20)).slug).toBe('ruko-gresik');
    expect((await api.project('surabaya-2')).id).toBe(2);
    await expect(api.project(999)).rejects.toMatchObject({ kind: 'not-found' });
  });

  it('answers the form\'s choices and keeps each request', async () => {
    const api = new InMemoryConsultationApi([], [{ id: 1, name: 'Rumah' }], [{ id: 1, name: 'Surabaya', cityId: '3578' }]);
    expect(await api.propertyTypes()).toEqual([{ id: 1, name: 'Rumah' }]);
    expect(await api.locations()).toHaveLength(1);
    const receipt = await api.request({ name: 'Sinta', phone: '081234567890', email: null, propertyTypeId: 1, locationId: 1, note: '' });
    expect(receipt).toMatchObject({ id: 1, code: 'KONS-0001', status: 'waiting' });
    expect(api.requests).toHaveLength(1);
    api.failing.locations = new Error('offline');
    await expect(api.locations()).rejects.toThrow('offline');
  });
});
