import { dateAt } from '../shared/dated-text';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anInteriorProject } from './interior-project.fixture';
import { interiorCities } from './interior-project';
import {
  interiorCityOfPath,
  interiorProjectFacts,
  interiorProjectGallery,
  interiorProjectHead,
  interiorProjectNameOfSlug,
  interiorProjectsHref,
  interiorProjectsQueryOf,
  interiorServiceHead,
} from './interior-pages';

const ORIGIN = 'https://more.test';

describe('the projects list in the address (filter and page, issue 22 point 4)', () => {
  it('reads the city filter and the page, and falls back to every city, page 1', () => {
    expect(interiorProjectsQueryOf('?kota=gresik&page=2')).toEqual({ city: 'gresik', page: 2 });
    expect(interiorProjectsQueryOf('?kota=malang&page=-1')).toEqual({ city: null, page: 1 });
    expect(interiorProjectsQueryOf('')).toEqual({ city: null, page: 1 });
  });

  it("keeps a city page's own city whatever the address says", () => {
    expect(interiorProjectsQueryOf('?kota=gresik&page=3', 'sidoarjo')).toEqual({ city: 'sidoarjo', page: 3 });
  });

  it('writes one address per view, and reads back the view it wrote, for every view', () => {
    const city = fc.constantFrom(null, ...interiorCities);
    fc.assert(
      fc.property(city, city, fc.integer({ min: 1, max: 500 }), (filter, pageCity, page) => {
        const href = interiorProjectsHref({ city: filter, page }, pageCity);
        const [path, rest = ''] = href.split('#')[0]!.split('?');
        expect(path).toBe(pageCity ? `/desain-interior/${pageCity}` : '/desain-interior');
        expect(interiorProjectsQueryOf(rest ? `?${rest}` : '', pageCity)).toEqual({ city: pageCity ?? filter, page });
        expect(href.endsWith('#proyek')).toBe(true);
      }),
    );
    expect(interiorProjectsHref({ city: null, page: 1 })).toBe('/desain-interior#proyek');
    expect(interiorProjectsHref({ city: 'gresik', page: 2 })).toBe('/desain-interior?kota=gresik&page=2#proyek');
  });

  it('knows a city page by its path (document 1 §2: /desain-interior/surabaya, /gresik, /sidoarjo)', () => {
    expect(interiorCityOfPath('/desain-interior/gresik')).toBe('gresik');
    expect(interiorCityOfPath('/desain-interior')).toBeNull();
    expect(interiorCityOfPath('/desain-interior/rumah-japandi')).toBeNull();
  });
});

describe("a project's page", () => {
  it('lists its facts, the date in the store\'s format (document 1 §9)', () => {
    const facts = interiorProjectFacts(anInteriorProject({ areaSquareMetres: 1250 }));
    expect(facts).toContainEqual({ label: 'Luas', value: '1.250 m²' });
    expect(facts).toContainEqual({ label: 'Selesai', value: dateAt(Date.UTC(2026, 5, 1)) });
    expect(facts.map((fact) => fact.label)).toEqual(['Kota', 'Lokasi', 'Jenis properti', 'Gaya desain', 'Luas', 'Selesai']);
  });

  it('shows its cover first, then the rooms, each photo once', () => {
    const project = anInteriorProject({
      cover: { url: 'a', alt: 'sampul' },
      images: [{ url: 'b', alt: 'ruang' }, { url: 'a', alt: 'sampul lagi' }, { url: '', alt: 'tanpa' }],
    });
    expect(interiorProjectGallery(project)).toEqual({ images: [{ url: 'a', alt: 'sampul' }, { url: 'b', alt: 'ruang' }], active: 0 });
  });

  it('reads a name from the slug the way Indonesian titles are written', () => {
    expect(interiorProjectNameOfSlug('rumah-japandi-di-citraland')).toBe('Rumah Japandi di Citraland');
    expect(interiorProjectNameOfSlug('kafe-restoran-industrial-di-kebomas-2')).toBe('Kafe Restoran Industrial di Kebomas');
    expect(interiorProjectNameOfSlug('---')).toBe('Proyek Desain Interior');
  });

  it('has one canonical address, /desain-interior/{slug}, and its trail', () => {
    const head = interiorProjectHead(ORIGIN, 'rumah-japandi-di-citraland');
    expect(head.canonicalPath).toBe('/desain-interior/rumah-japandi-di-citraland');
    expect(head.title).toBe('Rumah Japandi di Citraland | Desain Interior MORE Furniture');
    expect(head.jsonLd[0]).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, item: `${ORIGIN}/` },
        { position: 2, name: 'Desain Interior', item: `${ORIGIN}/desain-interior` },
        { position: 3, name: 'Rumah Japandi di Citraland', item: `${ORIGIN}/desain-interior/rumah-japandi-di-citraland` },
      ],
    });
  });
});

describe('the service pages\' heads (issue 22 point 6)', () => {
  it("gives a city its own title, trail and service area (\"Desain Interior Surabaya | MORE Furniture\")", () => {
    const head = interiorServiceHead(ORIGIN, 'surabaya');
    expect(head.title).toBe('Desain Interior Surabaya | MORE Furniture');
    expect(head.jsonLd[0]).toMatchObject({ itemListElement: [{ name: 'Beranda' }, { name: 'Desain Interior' }, { name: 'Surabaya', item: `${ORIGIN}/desain-interior/surabaya` }] });
    expect(head.jsonLd[1]).toMatchObject({ '@type': 'Service', areaServed: [{ '@type': 'City', name: 'Surabaya' }] });
  });

  it("leaves the service page's title to its meta page, and serves all three cities", () => {
    const head = interiorServiceHead(ORIGIN, null);
    expect(head).not.toHaveProperty('title');
    expect(head.image).toBe(`${ORIGIN}/desain-interior.png`);
    expect(head.jsonLd[1]).toMatchObject({ areaServed: [{ name: 'Surabaya' }, { name: 'Gresik' }, { name: 'Sidoarjo' }] });
  });
});
