import type { BundleComponentWire, ProductDetailWire, ProductVariantWire } from '@more/adapters/wire';
import type { ProductRecord, VariantRecord } from '../../db/catalogue';
import type { Database } from '../../db/database';
import { discountedPrice, rupiahText, toProductCardWire } from '../catalogue/product-wire';
import { preOrderNote } from '../catalogue/showcase';
import { runningFlashSaleItem } from '../flash-sale/flash-sale-wire';
import { productImageUrl, variantImageUrl } from '../media';

const categoryRef = (db: Database, id: number) => {
  const category = db.productCategories.findFirst((q) => q.where({ id }));
  return category ? { id: category.id, name: category.name, slug: category.slug } : null;
};

/** A variant with the promotions it is in at `now`: a running flash sale, a free item, a pre-order. */
const toVariantWire = (db: Database, product: ProductRecord, variant: VariantRecord, index: number, origin: string, now: number): ProductVariantWire => {
  const flash = runningFlashSaleItem(db, variant.id, now);
  const free = db.freeGiftOffers.all().find((offer) => offer.productId === product.id && offer.variantIds.includes(variant.id));
  const preOrder = db.preOrderOffers.all().find((offer) => offer.productId === product.id && offer.variantIds.includes(variant.id));
  const price = discountedPrice(variant);
  return {
    id: variant.id,
    variant: variant.name,
    color: variant.colour.name,
    color_hex: variant.colour.hex,
    price_normal: variant.priceNormal,
    price_normal_rp: rupiahText(variant.priceNormal),
    price_discount: price,
    price_discount_rp: rupiahText(price),
    discount: variant.discountPercent,
    stock: variant.stock,
    // The media host draws image n in the colour of variant (n - 1) modulo the variant count.
    image: { image_url: productImageUrl(origin, product.id, String(index + 1)), alt_text: `${product.name} warna ${variant.colour.name}` },
    flash_sale: flash
      ? {
          id: flash.item.id,
          flashsale_group_id: flash.group.id,
          price: flash.item.flashPrice,
          price_rp: rupiahText(flash.item.flashPrice),
          discount: flash.item.discountPercent,
          remains: flash.item.remains,
          limit: flash.item.limit,
          start: flash.group.startsAt,
          end: flash.group.endsAt,
        }
      : null,
    free: free
      ? {
          free_type: free.freeType,
          free_name: free.giftName,
          free_uni_product_variants_id: free.giftVariantId,
          is_multiple_buy: free.isMultipleBuy,
        }
      : null,
    po: preOrder ? { po_days: preOrder.shipDays, note: preOrderNote(preOrder.shipDays) } : null,
  };
};

/** `GET uni/product/{slug}`: the card's fields and what the detail page adds. */
export const toProductDetailWire = (db: Database, product: ProductRecord, origin: string, now: number): ProductDetailWire => {
  const { variants: _cardVariants, ...card } = toProductCardWire(product, origin);
  return {
    ...card,
    description: product.description,
    category: categoryRef(db, product.categoryId),
    sub_category: categoryRef(db, product.subCategoryId),
    brand: product.brand,
    materials: product.materials,
    room_type: product.roomType,
    variants: product.variants.map((variant, index) => toVariantWire(db, product, variant, index, origin, now)),
  };
};

/** `GET uni/product/bundle/{id}`: the components of a bundle; skips any whose product is gone. */
export const toBundleComponentWires = (db: Database, bundle: ProductRecord, origin: string): BundleComponentWire[] =>
  db.bundleComponents
    .all()
    .filter((component) => component.bundleId === bundle.id)
    .flatMap((component) => {
      const product = db.products.findFirst((q) => q.where({ id: component.productId }));
      const variant = product?.variants.find((v) => v.id === component.variantId);
      if (!product || !variant) return [];
      return [
        {
          uni_product_variants_id: variant.id,
          uni_products_id: product.id,
          name: product.name,
          slug: product.slug,
          variant: variant.name,
          color: variant.colour.name,
          quantity: component.quantity,
          image_url: variantImageUrl(origin, product, variant.id),
        },
      ];
    });
