import { NavigationToken, ProductDetailApiToken, ShoppingCart, WishlistPurchase } from '@more/core';
import { ContainerModule } from 'inversify';
import { binder } from '../../app/composition-root/binding';
import { clearedAtLogout } from '../../app/composition-root/cleared-at-logout';

/** The wishlist page (/profile/wishlist): its products' "Tambah ke Keranjang". The list itself is the frame's Wishlist, which the hearts and the header read too. */
export default new ContainerModule((options) => {
  const { useCase } = binder(options);
  useCase(WishlistPurchase, [ProductDetailApiToken, ShoppingCart, NavigationToken]).onActivation(clearedAtLogout);
});
