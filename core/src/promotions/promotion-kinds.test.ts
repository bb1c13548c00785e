import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FLASH_SALE_PAGE_PATH,
  PROMOTION_PREVIEW_SIZE,
  promotionKind,
  promotionKindBySlug,
  promotionPageHead,
  promotionKinds,
  promotionPreview,
  promotionRedirect,
  promotionSlugs,
} from './promotion-kinds';

describe('promotion kinds (/promotion and /promo/{slug})', () => {
  it('lists the kinds of document 1 §1 and the rewards of document 2 §7, flash sale first', () => {
    expect(promotionKinds.map((kind) => kind.title)).toEqual(['Flash Sale', 'Gratis', 'Pre-Order', 'Kombo Hemat', 'Paket Hemat', 'Hadiah Poin']);
    expect(promotionKinds.map((kind) => kind.slug)).toEqual([...promotionSlugs]);
  });

  it('leads each kind to its promo page, the flash sale to /product/sale', () => {
    expect(promotionKind('gratis').href).toBe('/promo/gratis');
    expect(promotionKind('paket-hemat').href).toBe('/promo/paket-hemat');
    expect(promotionKind('flash-sale').href).toBe(FLASH_SALE_PAGE_PATH);
  });

  it('marks only the rewards as for customers: more/ calls "need a logged-in user" (document 2 §6)', () => {
    expect(promotionKinds.filter((kind) => kind.customersOnly).map((kind) => kind.slug)).toEqual(['hadiah']);
  });

  it('says plainly when a kind has nothing running', () => {
    expect(promotionKind('pre-order').emptyText).toBe('Belum ada promo Pre-Order saat ini.');
  });

  it('finds a kind by its slug, and none for any other text (a 404)', () => {
    for (const slug of promotionSlugs) expect(promotionKindBySlug(slug)?.slug).toBe(slug);
    expect(promotionKindBySlug(undefined)).toBeNull();
    expect(promotionKindBySlug('GRATIS')).toBeNull();
    fc.assert(
      fc.property(fc.string(), (slug) => {
        const found = promotionKindBySlug(slug);
        return found === null ? !(promotionSlugs as readonly string[]).includes(slug) : found.slug === slug;
      }),
    );
  });

  it('sends /promo/flash-sale to the flash sale page, and nothing else', () => {
    expect(promotionRedirect('/promo/flash-sale')).toBe('/product/sale');
    expect(promotionRedirect('/promo/flash-sale/')).toBe('/product/sale');
    expect(promotionRedirect('/promo/gratis')).toBeNull();
    expect(promotionRedirect('/promotion')).toBeNull();
  });

  it('previews at most PROMOTION_PREVIEW_SIZE items, the first ones, in order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), (items) => {
        const preview = promotionPreview(items);
        expect(preview).toEqual(items.slice(0, PROMOTION_PREVIEW_SIZE));
        expect(preview.length).toBe(Math.min(items.length, PROMOTION_PREVIEW_SIZE));
      }),
    );
  });

  it("gives each kind's page a title and description of its own", () => {
    expect(promotionPageHead(promotionKind('kombo-hemat'))).toEqual({
      title: 'Promo Kombo Hemat | MORE Furniture',
      description: 'Beli produk utama dan tambahkan pasangannya dengan harga kombo.',
    });
  });
});
