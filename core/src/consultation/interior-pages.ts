import type { ProductImage } from '../catalogue/product';
import { formatThousands } from '../money/rupiah';
import { STORE_BRAND } from '../shared/store-brand';
import { type StoreTime, dateAt } from '../shared/dated-text';
import { queryValue } from '../shared/query-string';
import { type Crumb, breadcrumbList } from '../shared/structured-data';
import { type InteriorCity, type InteriorProject, interiorCities, isInteriorCity } from './interior-project';
import type { InteriorProjectsQuery } from './interior-projects';
import * as storePaths from '../shared/store-paths';

/** The service's page (document 1 §2); a city's page is `${INTERIOR_PATH}/${city}`, a project's `${INTERIOR_PATH}/${slug}`. */
export const INTERIOR_PATH = storePaths.interiorDesign;

/** The store's picture of the service (web/public): every project photo needs login, so shared links show this one. */
export const INTERIOR_SERVICE_IMAGE = '/desain-interior.png';
/** The same picture at half size (600 × 315), for a phone's screen. */
export const INTERIOR_SERVICE_IMAGE_SMALL = '/desain-interior-600.png';

/** A city's page: how the studio introduces itself there, and the neighbourhoods it has worked in. */
export interface InteriorCityPage {
  readonly city: InteriorCity;
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly intro: string;
  readonly areas: readonly string[];
}

export const interiorCityPages: Readonly<Record<InteriorCity, InteriorCityPage>> = {
  surabaya: {
    city: 'surabaya',
    name: 'Surabaya',
    title: `Desain Interior Surabaya | ${STORE_BRAND}`,
    description:
      'Jasa desain interior di Surabaya dari MORE Furniture: konsultasi gratis, survei ke lokasi, desain 3D, produksi furnitur custom di workshop sendiri, dan pemasangan oleh tim kami.',
    intro:
      'Dari rumah di Citraland dan Pakuwon Indah sampai apartemen di Surabaya Timur, tim desain kami sudah menata ratusan ruang di kota ini. Showroom dan workshop kami dekat, jadi survei, pengukuran, dan pemasangan bisa dijadwalkan dengan cepat.',
    areas: ['Surabaya Barat', 'Surabaya Timur', 'Surabaya Pusat', 'Surabaya Selatan', 'Surabaya Utara'],
  },
  gresik: {
    city: 'gresik',
    name: 'Gresik',
    title: `Desain Interior Gresik | ${STORE_BRAND}`,
    description:
      'Jasa desain interior di Gresik dari MORE Furniture: rumah, ruko, dan kantor di Gresik Kota Baru, Kebomas, hingga Driyorejo. Konsultasi gratis, desain 3D, furnitur custom, dan pemasangan.',
    intro:
      'Banyak klien kami di Gresik menempati rumah baru di Gresik Kota Baru atau membuka usaha di ruko sepanjang Kebomas dan Manyar. Kami bantu merancang ruang yang lapang, tahan lama, dan sesuai anggaran, lalu memasangnya sampai siap dipakai.',
    areas: ['Gresik Kota Baru', 'Kebomas', 'Manyar', 'Driyorejo', 'Menganti'],
  },
  sidoarjo: {
    city: 'sidoarjo',
    name: 'Sidoarjo',
    title: `Desain Interior Sidoarjo | ${STORE_BRAND}`,
    description:
      'Jasa desain interior di Sidoarjo dari MORE Furniture: rumah di Citra Harmoni, Pondok Tjandra, hingga Sidoarjo Kota. Konsultasi gratis, desain 3D, produksi furnitur custom, dan pemasangan.',
    intro:
      'Dari perumahan di Taman dan Waru sampai rumah keluarga di Sidoarjo Kota, kami merancang interior yang hangat dan praktis untuk keseharian. Tim kami datang untuk survei, menyiapkan desain 3D, lalu memproduksi dan memasang furniturnya.',
    areas: ['Taman', 'Waru', 'Sidoarjo Kota', 'Gedangan', 'Candi', 'Buduran'],
  },
};

/** The cities' pages in the order the service lists them. */
export const interiorCityList: readonly InteriorCityPage[] = interiorCities.map((city) => interiorCityPages[city]);

export const interiorCityPath = (city: InteriorCity): string => storePaths.interiorDesignPage(city);
export const interiorProjectPath = (slug: string): string => storePaths.interiorDesignPage(slug);

/** The city whose page a path is (`/desain-interior/gresik`), or null for the service's page and any other. */
export const interiorCityOfPath = (path: string): InteriorCity | null => {
  const segment = /^\/desain-interior\/([^/?#]+)\/?$/.exec(path)?.[1] ?? '';
  return isInteriorCity(segment) ? segment : null;
};

/**
 * What the address of a projects list holds: on the service's page the city
 * filter (`?kota=gresik`) and the page (`?page=2`); on a city's page the
 * city is the page's own and only the page is read. Anything unknown falls
 * back to all cities, page 1.
 */
export const interiorProjectsQueryOf = (search: string, pageCity: InteriorCity | null = null): InteriorProjectsQuery => {
  const kota = queryValue(search, 'kota') ?? '';
  const page = Number(queryValue(search, 'page'));
  return {
    city: pageCity ?? (isInteriorCity(kota) ? kota : null),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
};

/**
 * The address of a list's view; page 1 and "every city" say nothing, so each
 * view has one address. On a city's page (`pageCity`) the city is the path.
 * The `#proyek` anchor keeps the shopper at the projects when paging.
 */
export const interiorProjectsHref = (query: InteriorProjectsQuery, pageCity: InteriorCity | null = null): string => {
  const base = pageCity ? interiorCityPath(pageCity) : INTERIOR_PATH;
  const parts = [...(!pageCity && query.city ? [`kota=${query.city}`] : []), ...(query.page > 1 ? [`page=${query.page}`] : [])];
  return `${parts.length > 0 ? `${base}?${parts.join('&')}` : base}#proyek`;
};

/** What a list with no project says: for a city, that city. */
export const emptyInteriorProjectsText = (city: InteriorCity | null): string =>
  city ? `Belum ada proyek di ${interiorCityPages[city].name} yang bisa ditampilkan` : 'Belum ada proyek yang bisa ditampilkan';

/** The trail from the home page to the service's page or a city's page. */
export const interiorCrumbs = (city: InteriorCity | null = null): Crumb[] => [
  { name: 'Beranda', path: storePaths.home },
  { name: 'Desain Interior', path: INTERIOR_PATH },
  ...(city ? [{ name: interiorCityPages[city].name, path: interiorCityPath(city) }] : []),
];

/** Small words Indonesian titles keep in lower case. */
const smallWords = new Set(['di', 'dan', 'ke', 'dari', 'untuk', 'yang', 'dengan']);

/**
 * A project's name read from its address ("rumah-japandi-di-citraland" →
 * "Rumah Japandi di Citraland"): the server cannot ask a project's name (the
 * call needs login), yet a shared link should say what it shows.
 */
export const interiorProjectNameOfSlug = (slug: string): string =>
  slug
    .split('-')
    .filter((word) => word !== '' && !/^\d+$/.test(word))
    .map((word, index) => (index > 0 && smallWords.has(word.toLowerCase()) ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()))
    .join(' ') || 'Proyek Desain Interior';

/** The trail to a project: through its city once it is known. */
export const interiorProjectCrumbs = (slug: string, project: Pick<InteriorProject, 'title' | 'city'> | null = null): Crumb[] => [
  ...interiorCrumbs(project?.city ?? null),
  { name: project?.title ?? interiorProjectNameOfSlug(slug), path: interiorProjectPath(slug) },
];

/** The project's facts, in the order its page lists them. */
export const interiorProjectFacts = (project: InteriorProject): readonly { readonly label: string; readonly value: string | StoreTime }[] => [
  { label: 'Kota', value: project.cityName },
  { label: 'Lokasi', value: project.area },
  { label: 'Jenis properti', value: project.propertyType },
  { label: 'Gaya desain', value: project.style },
  { label: 'Luas', value: `${formatThousands(project.areaSquareMetres)} m²` },
  { label: 'Selesai', value: dateAt(project.completedAt) },
];

/** The project's photos for its gallery: the cover first, then the rooms, each address once. */
export const interiorProjectGallery = (project: Pick<InteriorProject, 'cover' | 'images'>): { readonly images: readonly ProductImage[]; readonly active: number } => {
  const seen = new Set<string>();
  const images = [project.cover, ...project.images].filter((image) => {
    if (!image.url || seen.has(image.url)) return false;
    seen.add(image.url);
    return true;
  });
  return { images, active: 0 };
};

/** The head of the service's page or a city's page: a city's own title and description, the trail and the service. */
export const interiorServiceHead = (origin: string, city: InteriorCity | null) => {
  const page = city ? interiorCityPages[city] : null;
  const areaServed = (page ? [page] : interiorCityList).map((served) => ({ '@type': 'City', name: served.name }));
  return {
    ...(page ? { title: page.title, description: page.description } : {}),
    image: `${origin}${INTERIOR_SERVICE_IMAGE}`,
    jsonLd: [
      breadcrumbList(origin, interiorCrumbs(city)),
      {
        '@context': 'https://schema.org',
        '@type': 'Service',
        serviceType: 'Desain interior',
        name: page ? `Desain Interior ${page.name}` : 'Desain Interior MORE Furniture',
        provider: { '@type': 'Organization', name: STORE_BRAND, url: origin },
        areaServed,
        url: `${origin}${city ? interiorCityPath(city) : INTERIOR_PATH}`,
      },
    ],
  };
};

/** The head of a project's page, from its address alone (what the server knows). */
export const interiorProjectHead = (origin: string, slug: string) => {
  const name = interiorProjectNameOfSlug(slug);
  return {
    title: `${name} | Desain Interior ${STORE_BRAND}`,
    description: `${name}: proyek desain interior MORE Furniture, dari konsultasi, desain 3D, hingga produksi dan pemasangan furnitur. Lihat foto dan detail proyeknya, lalu konsultasikan ruang Anda.`,
    image: `${origin}${INTERIOR_SERVICE_IMAGE}`,
    canonicalPath: interiorProjectPath(slug),
    jsonLd: [breadcrumbList(origin, interiorProjectCrumbs(slug))],
  };
};
