import { type InteriorCity, jsonLdText, interiorProjectHead, interiorServiceHead } from '@more/core';
import type { HeadContext, RouteHead } from '../../shared/route-contract';

/*
 * The interior pages' heads. No `load`: every interior call is under more/
 * and needs login (document 2 §6), so the server renders the public parts
 * only and the projects come in the browser for a customer.
 */

/** /desain-interior (its title from the meta page 'DesainInterior') and a city's page (its own title). */
export const interiorServicePageHead = ({ origin }: HeadContext, city: InteriorCity | null = null): RouteHead => {
  const head = interiorServiceHead(origin, city);
  return { ...(head.title ? { title: head.title, description: head.description } : {}), ogImage: head.image, jsonLd: jsonLdText(head.jsonLd) };
};

/** A project's page at /desain-interior/{slug} or /portfolio/{slug}: one canonical address, the first of the two. */
export const interiorProjectPageHead = ({ origin, params: { slug } }: HeadContext): RouteHead | null => {
  if (!slug) return null;
  const head = interiorProjectHead(origin, slug);
  return { title: head.title, description: head.description, ogType: 'article', ogImage: head.image, canonicalPath: head.canonicalPath, jsonLd: jsonLdText(head.jsonLd) };
};
