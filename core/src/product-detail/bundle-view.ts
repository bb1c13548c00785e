import type { ProductImage } from '../catalogue/product';
import { formatRupiah } from '../money/rupiah';
import type { BundleComponent, ProductVariant } from './product-detail';
import { variantUnitPrice } from './detail-price';

export interface BundleComponentView {
  readonly variantId: number;
  readonly name: string;
  readonly image: ProductImage | null;
  /** "Bundle component quantities are the initial quantity times the line quantity" (document 1 §4). */
  readonly quantity: number;
  /** e.g. "2 ×". */
  readonly quantityText: string;
}

/** What the bundle holds for `bundleQuantity` bundles. */
export const bundleComponentsView = (components: readonly BundleComponent[], bundleQuantity: number): readonly BundleComponentView[] => {
  const bundles = Math.max(1, Math.floor(bundleQuantity) || 1);
  return components.map((component) => {
    const quantity = component.quantity * bundles;
    return { variantId: component.variantId, name: component.name, image: component.image, quantity, quantityText: `${quantity} ×` };
  });
};

export interface BundleSaving {
  /** "Hemat Rp1.200.000". */
  readonly text: string;
  /** What the saving is measured against: the API gives no prices of the parts, only the bundle's normal price. */
  readonly basis: string;
}

/**
 * The saving of a bundle. The bundle call (`uni/product/bundle/{id}`) gives no
 * prices of the parts, so the saving is measured against the bundle's normal
 * price, and says so. None when the bundle is not discounted.
 */
export const bundleSaving = (variant: ProductVariant | null): BundleSaving | null => {
  if (!variant) return null;
  const saved = variant.price.normal - variantUnitPrice(variant);
  if (!(saved > 0)) return null;
  return { text: `Hemat ${formatRupiah(saved)}`, basis: 'dibanding harga normal paket' };
};
