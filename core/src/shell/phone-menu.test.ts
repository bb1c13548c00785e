import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aCategory, aCategoryGroup } from '../catalogue/catalogue.fixture';
import { brandHref, categoryGroupHref, roomHref } from '../catalogue/header-menu';
import type { StoreMenusContent } from '../catalogue/store-menus';
import { PAKET_HEMAT_CATEGORY_GROUP } from '../catalogue/header-filters';
import { type PhoneMenuEntry, phoneMenu } from './phone-menu';

/** Every link of the folded menu, in the order a shopper meets them. */
const linksOf = (menu: readonly PhoneMenuEntry[]) =>
  menu.flatMap((entry) => (entry.kind === 'link' ? [entry] : entry.links.flatMap((link) => [link, ...link.chips])));

const seededLike: StoreMenusContent = {
  rooms: [aCategory({ id: 1, name: 'Kamar Tidur', subCategories: [{ id: 101, name: 'Nakas', slug: 'nakas', productCount: 3 }] })],
  groups: [aCategoryGroup({ id: PAKET_HEMAT_CATEGORY_GROUP, name: 'Paket Hemat', isBundleGroup: true }), aCategoryGroup({ id: 2, name: 'Meja' })],
  brands: [{ value: 'Arkana', label: 'Arkana', productCount: 4 }],
};

const names = fc.constantFrom('Paket Hemat', 'Meja', 'Kursi', 'Sofa', 'Nakas', 'Arkana');
const menus: fc.Arbitrary<StoreMenusContent> = fc.record({
  rooms: fc.array(
    fc.record({ id: fc.integer({ min: 1, max: 8 }), name: names, subs: fc.array(fc.record({ id: fc.integer({ min: 1, max: 8 }), name: names }), { maxLength: 4 }) }),
    { maxLength: 5 },
  ).map((rooms) =>
    rooms.map((room) => aCategory({ id: room.id, name: room.name, subCategories: room.subs.map((sub) => ({ ...sub, slug: null, productCount: null })) })),
  ),
  groups: fc
    .array(fc.record({ id: fc.constantFrom(PAKET_HEMAT_CATEGORY_GROUP, 1, 2, 3, 14), name: names }), { maxLength: 8 })
    .map((groups) => groups.map((group) => aCategoryGroup(group))),
  brands: fc.array(names.map((name) => ({ value: name, label: name, productCount: 1 })), { maxLength: 8 }),
});

describe('the phone menu: the header row and its mega-menus folded into one list', () => {
  it('keeps the row in its order, with the mega-menus as sections', () => {
    expect(phoneMenu(seededLike).map((entry) => `${entry.kind}:${entry.label}`)).toEqual([
      'section:All Products',
      'link:Paket Hemat',
      'link:MOREVERSE',
      'link:Layanan Desain Interior',
      'section:Ruangan',
      'section:Brand',
    ]);
  });

  it('lists Paket Hemat once: the row\'s link, not again as a group of All Products', () => {
    const links = linksOf(phoneMenu(seededLike));
    expect(links.filter((link) => link.label === 'Paket Hemat')).toEqual([{ kind: 'link', label: 'Paket Hemat', href: '/products/category_group=123' }]);
    const allProducts = phoneMenu(seededLike)[0];
    expect(allProducts?.kind === 'section' && allProducts.links.map((link) => link.label)).toEqual(['Lihat semua produk', 'Meja']);
  });

  it('keeps a room\'s sub-categories as its chips', () => {
    const rooms = phoneMenu(seededLike).find((entry) => entry.kind === 'section' && entry.id === 'rooms');
    expect(rooms?.kind === 'section' && rooms.links).toEqual([
      { label: 'Kamar Tidur', href: '/products/categories%5B%5D=1', chips: [{ label: 'Nakas', href: '/products/categories%5B%5D=1&sub_category%5B%5D=101' }] },
    ]);
  });

  it('never lists a destination twice, whatever the menus hold, and drops none that was not listed already', () => {
    fc.assert(
      fc.property(menus, (content) => {
        const hrefs = linksOf(phoneMenu(content)).map((link) => link.href);
        expect(new Set(hrefs).size).toBe(hrefs.length);
        for (const group of content.groups) expect(hrefs).toContain(categoryGroupHref(group));
        for (const room of content.rooms) expect(hrefs).toContain(roomHref(room.id));
        for (const brand of content.brands) expect(hrefs).toContain(brandHref(brand.value));
      }),
    );
  });
});
