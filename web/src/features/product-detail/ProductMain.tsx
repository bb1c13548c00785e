import {
  type ProductDetail,
  LastSeen,
  SeenProductCards,
  NavigationToken,
  bundleComponentsView,
  bundleSaving,
  initialVariantChoice,
  pickVariantColor,
  pickVariantName,
  productGallery,
  productPageRedirect,
  variantPicker,
} from '@more/core';
import { useEffect, useMemo, useState } from 'react';
import { useService } from '../../shared/services';
import { useHydrated } from '../../shared/use-hydrated';
import { BundleContents } from './BundleContents';
import { ProductExtras, PurchaseExtras } from './extras';
import { Gallery } from './Gallery';
import { ProductBreadcrumb } from './ProductBreadcrumb';
import type { ProductPageKind } from './product-page-kind';
import { ProductHeading } from './ProductHeading';
import { ProductPromotions } from './ProductPromotions';
import { ProductSections } from './ProductSections';
import { PurchasePanel } from './PurchasePanel';
import { ShareAndWish } from './ShareAndWish';
import { VariantPicker } from './VariantPicker';
import styles from './ProductDetail.module.css';

/**
 * The opened product's page: the variant and quantity the shopper is choosing,
 * shared by the buy box's parts, and what opening it sets off (last seen, the
 * address a bundle or product belongs at).
 */
export const ProductMain = ({ detail, kind }: { readonly detail: ProductDetail; readonly kind: ProductPageKind }) => {
  const hydrated = useHydrated();
  const navigation = useService(NavigationToken);
  const lastSeen = useService(LastSeen);
  const seenCards = useService(SeenProductCards);
  const [choice, setChoice] = useState(() => initialVariantChoice(detail));
  const [asked, setAsked] = useState(1);
  const picker = variantPicker(detail, choice);
  const variant = picker.variant;
  const gallery = useMemo(() => productGallery(detail, variant), [detail, variant]);

  // The product opened: last seen (synced to the account by core when logged in).
  useEffect(() => {
    void lastSeen.record(detail.id);
  }, [lastSeen, detail.id]);
  // Its card as shown now, for a guest's last seen on the home page (the server lists history for accounts only).
  useEffect(() => {
    seenCards.keep(detail);
  }, [seenCards, detail]);

  // A bundle opened as /product/… lives at /bundle/… and the other way round.
  const redirect = productPageRedirect(detail, kind);
  useEffect(() => {
    if (hydrated && redirect) navigation.go(redirect, { replace: true });
  }, [hydrated, redirect, navigation]);

  return (
    <article className={styles.page} data-testid="product-detail">
      <ProductBreadcrumb detail={detail} />
      <div className={styles.top}>
        <Gallery gallery={gallery} name={detail.name} zoomable />
        <div className="stack-3 min-0">
          <ProductHeading detail={detail} variant={variant} />
          <ProductPromotions detail={detail} variant={variant} />
          <VariantPicker
            picker={picker}
            onName={(name) => setChoice((c) => pickVariantName(detail, c, name))}
            onColor={(color) => setChoice((c) => pickVariantColor(detail, c, color))}
          />
          {kind === 'bundle' && detail.isBundle && <BundleContents components={bundleComponentsView(detail.bundleComponents, asked)} saving={bundleSaving(variant)} />}
          <PurchasePanel detail={detail} variant={variant} asked={asked} onAsk={setAsked} />
          <ShareAndWish detail={detail} />
          <PurchaseExtras product={detail} variant={variant} />
        </div>
      </div>
      <ProductSections detail={detail} />
      <ProductExtras product={detail} />
    </article>
  );
};
