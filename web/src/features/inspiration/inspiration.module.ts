import { InspirationApiToken, InspirationPurchase, InspirationReader, InspirationRoomPage, NavigationToken, ProductDetailApiToken, ShoppingCart } from '@more/core';
import { ContainerModule } from 'inversify';
import { binder } from '../../app/composition-root/binding';
import { clearedAtLogout } from '../../app/composition-root/cleared-at-logout';

/**
 * The inspiration pages (/inspirasi/{slug}, /inspirasi-detail/{slug}): a room's page, an
 * inspiration's page, and "Tambah ke Keranjang" on its products (the inspiration page's own,
 * cleared at logout like the wishlist's). The home's highlight is the home module's.
 */
export default new ContainerModule((options) => {
  const { useCase } = binder(options);
  useCase(InspirationRoomPage, [InspirationApiToken]);
  useCase(InspirationReader, [InspirationApiToken]);
  useCase(InspirationPurchase, [ProductDetailApiToken, ShoppingCart, NavigationToken]).onActivation(clearedAtLogout);
});
