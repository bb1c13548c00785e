import type { MockApi } from '@more/mock-server';
import type { ProviderStates } from '../provider/provider-state';
import { wholeNumber } from '../provider/state-params';

const DAY = 24 * 60 * 60;
const cities = ['surabaya', 'gresik', 'sidoarjo'] as const;

/** A finished project in Surabaya with id `id`, when the mock has none with that id. */
const ensureProject = async (api: MockApi, id: number, city: (typeof cities)[number] = 'surabaya') => {
  if (api.db.interiorProjects.findFirst((q) => q.where({ id }))) return;
  await api.db.interiorProjects.create({
    id,
    slug: `rumah-japandi-${id}`,
    title: 'Rumah Japandi di Citraland',
    city,
    propertyTypeId: 1,
    style: 'Japandi',
    area: 'Citraland, Surabaya Barat',
    areaSquareMetres: 120,
    description: 'Rumah Japandi di Citraland: desain japandi seluas 120 m² yang kami kerjakan dari konsep hingga pemasangan.',
    rooms: ['Ruang Keluarga', 'Ruang Makan'],
    completedAt: api.clock.unixSeconds() - 90 * DAY,
  });
};

/** Provider states the consultation interactions name. */
export const consultationStates: ProviderStates = {
  /** At least one finished project in the city `category` (surabaya, gresik or sidoarjo). */
  'interior projects exist in a city': async (api, params) => {
    const city = cities.find((c) => c === params.category) ?? 'surabaya';
    if (api.db.interiorProjects.all().some((p) => p.city === city)) return;
    await ensureProject(api, api.db.interiorProjects.all().reduce((max, p) => Math.max(max, p.id), 0) + 1, city);
  },

  /** A finished project with id `id`, with at least one picture. */
  'an interior project exists': (api, params) => ensureProject(api, wholeNumber(params.id, 'id')),

  /** No project has id `id`. */
  'no interior project has the id': (api, params) => {
    const id = wholeNumber(params.id, 'id');
    api.db.interiorProjects.deleteMany((q) => q.where({ id }));
  },

  /** Property type 1 ("Rumah") and location 1 (Surabaya, city 3578) are among the form's choices. */
  'the consultation form has its choices': async (api) => {
    if (!api.db.projectPropertyTypes.findFirst((q) => q.where({ id: 1 }))) await api.db.projectPropertyTypes.create({ id: 1, name: 'Rumah' });
    if (!api.db.consultationLocations.findFirst((q) => q.where({ id: 1 }))) await api.db.consultationLocations.create({ id: 1, name: 'Surabaya', cityId: '3578' });
  },
};
