import {
  ExhibitionReader,
  ShowroomActivities,
  ShowroomCatalogues,
  ShowroomMapSection,
  ShowroomNotices,
  ShowroomPartners,
  ShowroomVideos,
  areaBySlug,
  exhibitionHead,
  exhibitionIdOf,
  jsonLdText,
  moreverseHead,
  roomHead,
} from '@more/core';
import type { HeadContext, LoadContext, LoadResult, RouteHead } from '../../shared/route-contract';
import { storeDate } from '../../shared/dates/store-dates';

/*
 * MOREVERSE's public data (document 2 §7 "Virtual showroom"): what the server
 * renders and the browser hydrates with. A failed section is a state the page
 * shows with "Coba Lagi", never a rejection; only an unknown exhibition or
 * room is 'not-found' (the server answers 404 with the /404 page).
 */

/** `/moreverse`: every section at once; the exhibitions come from the map's booths, not one call each. */
export const loadMoreversePage = async ({ services }: LoadContext): Promise<LoadResult> => {
  await Promise.all([
    services.get(ShowroomMapSection).ensureLoaded(),
    services.get(ShowroomPartners).ensureLoaded(),
    services.get(ShowroomCatalogues).ensureLoaded(),
    services.get(ShowroomVideos).ensureLoaded(),
    services.get(ShowroomActivities).ensureLoaded(),
    services.get(ShowroomNotices).ensureLoaded(),
  ]);
  return 'ok';
};

/** The meta page 'Moreverse' gives title and description; the head adds the trail and the map as its picture. */
export const moreversePageHead = async ({ services, origin }: HeadContext): Promise<RouteHead> => {
  const map = services.get(ShowroomMapSection);
  await map.ensureLoaded();
  const state = map.current;
  return { jsonLd: jsonLdText(moreverseHead(origin).jsonLd), ...(state.status === 'ready' ? { ogImage: state.value.imageUrl } : {}) };
};

/** `/moreverse/pameran/{id}`: a non-numeric or unknown id is a 404; a failed call is shown with a retry. */
export const loadExhibitionPage = async ({ services, params }: LoadContext): Promise<LoadResult> => {
  const id = exhibitionIdOf(params.id);
  if (id === null) return 'not-found';
  const reader = services.get(ExhibitionReader);
  await reader.ensureOpen(id);
  const state = reader.current;
  return state.status === 'failed' && state.failure.kind === 'not-found' ? 'not-found' : 'ok';
};

export const exhibitionPageHead = async ({ services, params, origin }: HeadContext): Promise<RouteHead | null> => {
  const id = exhibitionIdOf(params.id);
  if (id === null) return null;
  const reader = services.get(ExhibitionReader);
  await reader.ensureOpen(id);
  const state = reader.current;
  if (state.status !== 'ready' || state.value.id !== id) return null;
  const head = exhibitionHead(state.value, origin, storeDate);
  return { title: head.title, description: head.description, ogType: 'article', ogImage: head.image, jsonLd: jsonLdText(head.jsonLd) };
};

/** `/vr/{slug}`: the map names the rooms; a slug no area has is a 404 (only when the map answered). */
export const loadRoomPage = async ({ services, params }: LoadContext): Promise<LoadResult> => {
  const map = services.get(ShowroomMapSection);
  await Promise.all([map.ensureLoaded(), services.get(ShowroomActivities).ensureLoaded()]);
  const state = map.current;
  return state.status === 'ready' && !areaBySlug(state.value, params.slug ?? '') ? 'not-found' : 'ok';
};

export const roomPageHead = async ({ services, params, origin }: HeadContext): Promise<RouteHead | null> => {
  const map = services.get(ShowroomMapSection);
  await map.ensureLoaded();
  const state = map.current;
  const area = state.status === 'ready' ? areaBySlug(state.value, params.slug ?? '') : null;
  if (!area) return null;
  const head = roomHead(area, origin);
  return { title: head.title, description: head.description, ogImage: state.status === 'ready' ? state.value.imageUrl : null, jsonLd: jsonLdText(head.jsonLd) };
};

/** The loaders and heads by page, so each route row of routes.ts (in the entry) stays one short call. */
export const showroomLoads = { Moreverse: loadMoreversePage, Exhibition: loadExhibitionPage, ShowroomRoom: loadRoomPage } as const;
export const showroomHeads = { Moreverse: moreversePageHead, Exhibition: exhibitionPageHead, ShowroomRoom: roomPageHead } as const;
