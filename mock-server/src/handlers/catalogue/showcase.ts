import type { ComboDealWire, FreeGiftOfferWire, PreOrderOfferWire, ProductGroupWire } from '@more/adapters/wire';
import { z } from 'zod';
import type { ProductGroupRecord, ProductRecord } from '../../db/catalogue';
import type { Database } from '../../db/database';
import { readBody } from '../body';
import type { MockContext } from '../context';
import { artworkUrl } from '../media';
import { notFound, ok } from '../respond';
import type { Router } from '../router';
import { rupiahText, toProductCardWire, totalStock } from './product-wire';

/** `GET uni/product/groups` shows this many entries of each group; `GET uni/product/group/{id}` all of them. */
export const GROUP_PREVIEW_SIZE = 10;

/**
 * The body of `POST uni/product/free` and `POST uni/product/po`: document 2
 * shows no parameters, so any JSON object (the storefront sends `{}`) is read
 * as "all of them".
 */
const noParameters = z.object({});

const productsById = (db: Database) => new Map(db.products.all().map((p) => [p.id, p]));

const toProductGroupWire = (group: ProductGroupRecord, products: Map<number, ProductRecord>, origin: string, size: number): ProductGroupWire => ({
  id: group.id,
  name: group.name,
  description: group.description,
  image_url: artworkUrl(origin, 'square', group.name),
  products: group.entries
    .flatMap((entry) => {
      const product = products.get(entry.productId);
      return product ? [{ id: entry.id, bundling: product.isBundle ? 1 : 0, stock: totalStock(product), product: toProductCardWire(product, origin) }] : [];
    })
    .slice(0, size),
});

const variantsOf = (product: ProductRecord, variantIds: readonly number[]) =>
  product.variants.filter((v) => variantIds.includes(v.id)).map((v) => ({ id: v.id, variant: v.name, color: v.colour.name }));

/** The home page's product groups and the combo, free-item and pre-order promotions (document 2 §7, Catalogue). */
export const showcaseHandlers = (ctx: MockContext, router: Router) => [
  router.public('GET uni/product/groups', ({ origin }) => {
    const products = productsById(ctx.db);
    return ok(
      ctx.db.productGroups
        .all()
        .sort((a, b) => a.sort - b.sort || a.id - b.id)
        .map((group) => toProductGroupWire(group, products, origin, GROUP_PREVIEW_SIZE)),
    );
  }),

  router.public('GET uni/product/group/{id}', ({ params, origin }) => {
    const id = Number(params.id);
    const group = Number.isSafeInteger(id) ? ctx.db.productGroups.findFirst((q) => q.where({ id })) : undefined;
    if (!group) return notFound('Grup produk');
    return ok(toProductGroupWire(group, productsById(ctx.db), origin, Number.POSITIVE_INFINITY));
  }),

  /** The "Kombo Hemat" deals whose partner can still be bought. */
  router.public('GET uni/product/combo', ({ origin }) => {
    const products = productsById(ctx.db);
    return ok(
      ctx.db.comboDeals.all().flatMap((combo): ComboDealWire[] => {
        const product = products.get(combo.productId);
        const partner = products.get(combo.comboProductId);
        const partnerVariant = partner?.variants.find((v) => v.id === combo.comboVariantId);
        if (!product || !partner || !partnerVariant || partnerVariant.stock <= 0) return [];
        return [
          {
            id: combo.id,
            name: combo.name,
            product: toProductCardWire(product, origin),
            uni_product_variants_id: combo.variantId,
            free_type: 'combo',
            free_uni_product_variants_id: combo.comboVariantId,
            free_product: toProductCardWire(partner, origin),
            price_normal: partnerVariant.priceNormal,
            combo_price: combo.comboPrice,
            combo_price_rp: rupiahText(combo.comboPrice),
            is_multiple_buy: combo.isMultipleBuy,
          },
        ];
      }),
    );
  }),

  router.public('POST uni/product/free', async ({ request, origin }) => {
    const body = await readBody(request, noParameters);
    if (!body.ok) return body.response;
    const products = productsById(ctx.db);
    return ok(
      ctx.db.freeGiftOffers.all().flatMap((offer): FreeGiftOfferWire[] => {
        const product = products.get(offer.productId);
        if (!product) return [];
        return [
          {
            id: offer.id,
            product: toProductCardWire(product, origin),
            variants: variantsOf(product, offer.variantIds),
            free_type: offer.freeType,
            free_name: offer.giftName,
            free_uni_product_variants_id: offer.giftVariantId,
            is_multiple_buy: offer.isMultipleBuy,
          },
        ];
      }),
    );
  }),

  router.public('POST uni/product/po', async ({ request, origin }) => {
    const body = await readBody(request, noParameters);
    if (!body.ok) return body.response;
    const products = productsById(ctx.db);
    return ok(
      ctx.db.preOrderOffers.all().flatMap((offer): PreOrderOfferWire[] => {
        const product = products.get(offer.productId);
        if (!product) return [];
        return [{ id: offer.id, product: toProductCardWire(product, origin), variants: variantsOf(product, offer.variantIds), po_days: offer.shipDays, note: preOrderNote(offer.shipDays) }];
      }),
    );
  }),
];

/** The pre-order text a variant shows. */
export const preOrderNote = (shipDays: number): string => `Pre-order: dikirim dalam ${shipDays} hari kerja`;
