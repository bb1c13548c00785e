import { decodeCartOutline } from '@more/adapters/storage/cart-cookie-reading';
import { GuestCartStoreToken, ProductDetailApiToken, cartTag, priceCartOutline } from '@more/core';
import type { Services } from '../../shared/services';

/**
 * The server's side of a guest's /cart (issue 39, point 3): the cart's outline from its cookie, priced through the
 * public product calls, put where the render's cart reads a guest's cart (the render's own memory storage), before
 * anything resolves the cart. Answers the rendered cart's tag, which the page's data carries: the browser hydrates
 * the page only when its own cart has that tag (rendered-session.ts). Null when the cookie holds no outline or the
 * outline cannot be priced (a product gone, a call failed): the page is then a guest's without the cart, as before.
 */
export const renderGuestCart = async (services: Services, cookieValue: string): Promise<string | null> => {
  const outline = decodeCartOutline(cookieValue);
  if (!outline) return null;
  const cart = await priceCartOutline(outline, services.get(ProductDetailApiToken));
  if (!cart) return null;
  const store = services.get(GuestCartStoreToken);
  store.save(cart);
  // Read back as the browser reads its own: the same checks and shape on both sides, so equal carts have equal tags.
  const kept = store.load();
  return kept ? cartTag(kept) : null;
};
