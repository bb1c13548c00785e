import { ProductDetails, STORE_BRAND, jsonLdText, productHead } from '@more/core';
import type { HeadContext, LoadContext, LoadResult, RouteHead } from '../../shared/route-contract';
import { descriptionSanitiser, hasServedDescription } from './Description';

/**
 * The product page's public data (`GET uni/product/{slug}`, and for a bundle
 * `GET uni/product/bundle/{id}`): what the server renders and the browser
 * hydrates with. An unknown slug is 'not-found', so the server answers 404.
 */
export const loadProductDetail = async ({ services, params: { slug } }: LoadContext): Promise<LoadResult> => {
  if (!slug) return 'not-found';
  const details = services.get(ProductDetails);
  await details.ensureOpen(slug);
  const state = details.current;
  // The description's sanitiser: the server renders with it, a browser opening a product by a
  // link needs it; a browser hydrating the served page adopts the served description instead.
  if (state.status === 'ready' && !hasServedDescription(state.value.id)) await descriptionSanitiser.request().catch(() => undefined);
  return state.status === 'failed' && state.failure.kind === 'not-found' ? 'not-found' : 'ok';
};

/** Open Graph (photo, name, price) and JSON-LD `Product` of the page, once its product is here. */
export const productPageHead = async ({ services, params: { slug }, origin }: HeadContext): Promise<RouteHead | null> => {
  if (!slug) return null;
  const details = services.get(ProductDetails);
  await details.ensureOpen(slug);
  const state = details.current;
  if (state.status !== 'ready' || state.value.slug !== slug) return null;
  const head = productHead(state.value, origin, STORE_BRAND);
  return { title: head.title, description: head.description, ogType: 'product', ogImage: head.image, jsonLd: jsonLdText(head.jsonLd) };
};
