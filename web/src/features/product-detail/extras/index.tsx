import type { ProductDetail, ProductVariant } from '@more/core';
import { type ReactNode, Suspense } from 'react';
import { laterPart } from '../../../shared/later-bindings';
import { useNearScreen } from '../../../shared/use-near-screen';

/*
 * The product page's extra sections, each in a chunk of its own that is fetched
 * only when its place comes near the screen: none of them is in the server's
 * HTML (they are the customer's, or below the fold), and a phone that opens a
 * product to look at its photos and price should not download, parse and run
 * them first. Their use cases come with them: the route binds its later
 * modules when a section first asks (shared/later-bindings.tsx).
 */
const PurchaseExtrasChunk = laterPart(() => import('./PurchaseExtras').then((module) => module.PurchaseExtras));
const ProductExtrasChunk = laterPart(() => import('./ProductExtras').then((module) => module.ProductExtras));

/** Renders `children` once its place is within `margin` of the viewport; until then an empty place holder. */
const WhenNear = ({ margin, name, children }: { readonly margin: string; readonly name: string; readonly children: ReactNode }) => {
  const [place, near] = useNearScreen(margin);
  return (
    <div ref={place} data-extras-place={name}>
      {near ? <Suspense fallback={null}>{children}</Suspense> : null}
    </div>
  );
};

/** Vouchers, instalments and the shipping estimate, under the buy box: below the fold on a phone, so only when nearly in view. */
export const PurchaseExtras = (props: { product: ProductDetail; variant: ProductVariant | null }) => (
  <WhenNear margin="25% 0px" name="purchase">
    <PurchaseExtrasChunk {...props} />
  </WhenNear>
);

/** Reviews, the related carousels and the inspiration, below the description: half a screen ahead of the shopper's scrolling. */
export const ProductExtras = (props: { product: ProductDetail }) => (
  <WhenNear margin="50% 0px" name="product">
    <ProductExtrasChunk {...props} />
  </WhenNear>
);
