import type { InteriorProject } from './interior-project';

/** A finished project in Surabaya; tests override what they are about. */
export const anInteriorProject = (overrides: Partial<InteriorProject> = {}): InteriorProject => ({
  id: 1,
  slug: 'rumah-japandi-citraland',
  title: 'Rumah Japandi di Citraland',
  city: 'surabaya',
  cityName: 'Surabaya',
  propertyType: 'Rumah',
  style: 'Japandi',
  cover: { url: 'https://img.test/proyek/1/sampul.svg', alt: 'Ruang keluarga bergaya Japandi' },
  description: 'Ruang keluarga dan ruang makan yang tenang dengan kayu terang.',
  areaSquareMetres: 120,
  area: 'Citraland, Surabaya Barat',
  images: [{ url: 'https://img.test/proyek/1/1.svg', alt: 'Ruang makan' }],
  completedAt: Date.UTC(2026, 5, 1),
  ...overrides,
});
