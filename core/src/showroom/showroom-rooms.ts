import { STORE_BRAND } from '../shared/store-brand';
import { type Crumb, breadcrumbList } from '../shared/structured-data';
import type { Exhibition, ShowroomActivity, ShowroomArea, ShowroomMap } from './showroom';
import * as storePaths from '../shared/store-paths';

/** The slug of a text for an address: lower case, letters and digits joined by hyphens (`Paviliun Ruang Makan & Dapur` → `paviliun-ruang-makan-dapur`). */
export const showroomSlug = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** A room's page, `/vr/{slug of the area's name}`. */
export const roomPath = (area: Pick<ShowroomArea, 'name'>): string => storePaths.showroomRoom(showroomSlug(area.name));

/** An exhibition's own page, an address a shopper can share. */
export const exhibitionPath = (exhibitionId: number): string => storePaths.exhibition(exhibitionId);

/** The id of `/moreverse/pameran/{id}`: a whole number from 1, written without sign or leading zero; anything else is no exhibition. */
export const exhibitionIdOf = (text: string | undefined): number | null => (text && /^[1-9]\d{0,8}$/.test(text) ? Number(text) : null);

/** The area whose name's slug is `slug`, or null. */
export const areaBySlug = (map: ShowroomMap, slug: string): ShowroomArea | null => map.areas.find((area) => showroomSlug(area.name) === slug) ?? null;

/** The activities held in an area, by its name as the activities name it. */
export const activitiesInArea = (activities: readonly ShowroomActivity[], area: Pick<ShowroomArea, 'name'>): readonly ShowroomActivity[] =>
  activities.filter((activity) => activity.areaName === area.name);

export const MOREVERSE_NAME = 'MOREVERSE';

export const moreverseCrumbs: readonly Crumb[] = [
  { name: 'Beranda', path: storePaths.home },
  { name: MOREVERSE_NAME, path: storePaths.moreverse },
];

export const exhibitionCrumbs = (exhibition: Pick<Exhibition, 'id' | 'title'>): readonly Crumb[] => [
  ...moreverseCrumbs,
  { name: exhibition.title, path: exhibitionPath(exhibition.id) },
];

export const roomCrumbs = (area: Pick<ShowroomArea, 'name'>): readonly Crumb[] => [...moreverseCrumbs, { name: area.name, path: roomPath(area) }];

export interface ShowroomHead {
  readonly title: string;
  readonly description: string;
  readonly jsonLd: readonly Record<string, unknown>[];
}

/** /moreverse: its title and description come from the meta page 'Moreverse'; the head adds the trail. */
export const moreverseHead = (origin: string): Pick<ShowroomHead, 'jsonLd'> => ({ jsonLd: [breadcrumbList(origin, moreverseCrumbs)] });

const clip = (text: string, length = 155): string => (text.length <= length ? text : `${text.slice(0, length - 1).trimEnd()}…`);

/**
 * An exhibition's head: its title, the period and partner as description, BreadcrumbList and a schema.org Event.
 * The description is one clipped string, so the days are printed by the formatter web passes (`storeDate`).
 */
export const exhibitionHead = (exhibition: Exhibition, origin: string, storeDate: (epochMs: number) => string): ShowroomHead & { readonly image: string } => {
  const period = `${storeDate(exhibition.startsAt)} - ${storeDate(exhibition.endsAt)}`;
  const lead = exhibition.paragraphs[0] ?? '';
  return {
    title: `${exhibition.title} | ${MOREVERSE_NAME} ${STORE_BRAND}`,
    description: clip(`Pameran ${exhibition.partner.name} di ${MOREVERSE_NAME}, ${period}. ${lead}`.trim()),
    image: exhibition.imageUrl,
    jsonLd: [
      breadcrumbList(origin, exhibitionCrumbs(exhibition)),
      {
        '@context': 'https://schema.org',
        '@type': 'ExhibitionEvent',
        name: exhibition.title,
        startDate: new Date(exhibition.startsAt).toISOString(),
        endDate: new Date(exhibition.endsAt).toISOString(),
        eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
        location: { '@type': 'VirtualLocation', url: `${origin}${exhibitionPath(exhibition.id)}` },
        image: [exhibition.imageUrl],
        description: clip(lead),
        organizer: { '@type': 'Organization', name: exhibition.partner.name },
      },
    ],
  };
};

/** A room's head: the area's name and description, and its trail. */
export const roomHead = (area: ShowroomArea, origin: string): ShowroomHead => ({
  title: `${area.name} | ${MOREVERSE_NAME} ${STORE_BRAND}`,
  description: clip(`${area.description} Kunjungi ${area.name} di showroom virtual ${MOREVERSE_NAME}.`),
  jsonLd: [breadcrumbList(origin, roomCrumbs(area))],
});
