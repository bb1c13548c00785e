import {
  InspirationReader,
  InspirationRoomPage,
  STORE_BRAND,
  inspirationHead,
  inspirationPageOf,
  inspirationRoomHead,
  jsonLdText,
  roomNamed,
} from '@more/core';
import type { HeadContext, LoadContext, LoadResult, RouteHead } from '../../shared/route-contract';

/**
 * The inspiration pages' public data (document 2 §7 "Inspiration"): what the
 * server renders and the browser hydrates with. A failed call is a state the
 * page shows with a retry, never a rejection; only an unknown room or
 * inspiration is 'not-found' (the server answers 404 with the /404 page).
 */

/** `/inspirasi/{slug}?page=n`: the rooms and one page of the room's inspirations ("semua": every room's). */
export const loadInspirationRoomPage = async ({ services, params, search }: LoadContext): Promise<LoadResult> => {
  const page = services.get(InspirationRoomPage);
  await page.show(params.slug ?? '', inspirationPageOf(search));
  return page.notFound ? 'not-found' : 'ok';
};

/** `/inspirasi-detail/{slug}`: the inspiration and its products. */
export const loadInspirationPage = async ({ services, params }: LoadContext): Promise<LoadResult> => {
  const slug = params.slug ?? '';
  if (!slug) return 'not-found';
  const reader = services.get(InspirationReader);
  await reader.ensureOpen(slug);
  const state = reader.current;
  return state.status === 'failed' && state.failure.kind === 'not-found' ? 'not-found' : 'ok';
};

/**
 * A room page's head: the room's title (the meta page 'Inspirasi' for "semua"), the first
 * inspiration's cover as og:image, and its BreadcrumbList. The head carries no query, so it reads
 * the rooms by itself and the cover from the page the load showed, when it is this room's.
 */
export const roomPageHead = async ({ services, params, origin }: HeadContext): Promise<RouteHead | null> => {
  const slug = params.slug ?? '';
  const roomPage = services.get(InspirationRoomPage);
  const rooms = await roomPage.roomList().catch(() => null);
  const room = rooms ? roomNamed(rooms, slug) : undefined;
  if (room === undefined) return null;
  const shown = roomPage.current;
  const cover = shown.status === 'ready' && shown.value.slug === slug ? (shown.value.list.items[0]?.imageUrl ?? null) : null;
  const head = inspirationRoomHead(room, cover, origin, STORE_BRAND);
  return {
    ...(head.title ? { title: head.title } : {}),
    ...(head.description ? { description: head.description } : {}),
    ogImage: head.image,
    jsonLd: jsonLdText(head.jsonLd),
  };
};

/** `/inspirasi-detail/{slug}`: meta_title and meta description, og:type article with the cover, BreadcrumbList; the gallery's first photo preloaded. */
export const inspirationPageHead = async ({ services, params, origin }: HeadContext): Promise<RouteHead | null> => {
  const slug = params.slug ?? '';
  const reader = services.get(InspirationReader);
  await reader.ensureOpen(slug);
  const state = reader.current;
  if (state.status !== 'ready' || state.value.slug !== slug) return null;
  const head = inspirationHead(state.value, origin, STORE_BRAND);
  return {
    ...(head.title ? { title: head.title } : {}),
    ...(head.description ? { description: head.description } : {}),
    ogType: 'article',
    ogImage: head.image,
    jsonLd: jsonLdText(head.jsonLd),
  };
};
