import type { StoreMenusContent } from '../catalogue/store-menus';
import { allProductsHref, brandHref, categoryGroupHref, roomHref, subCategoryHref } from '../catalogue/header-menu';
import { type CategoryHeaderMenuEntry, categoryHeaderMenu } from './category-header-menu';

export interface PhoneMenuLink {
  readonly label: string;
  readonly href: string;
}

/** A link of a folded section; a room carries its sub-categories as chips. */
export interface PhoneMenuSectionLink extends PhoneMenuLink {
  readonly chips: readonly PhoneMenuLink[];
}

type SectionId = Extract<CategoryHeaderMenuEntry, { kind: 'dropdown' }>['id'];

export type PhoneMenuEntry =
  | ({ readonly kind: 'link' } & PhoneMenuLink)
  | {
      readonly kind: 'section';
      readonly id: SectionId;
      readonly label: string;
      /** Where the section leads as a plain link when the menus could not load (All Products: the whole list). */
      readonly href: string | null;
      readonly links: readonly PhoneMenuSectionLink[];
    };

/**
 * Below 768 px the header's row and its mega-menus fold into one list (document 1 §2, "Category
 * header menu"). Side by side on a wide screen, the row's own links and the panels' links are two
 * menus; folded into one they would repeat each other: Paket Hemat is both the row's link and a
 * category group of All Products (id 123). Every destination is listed once, at its most prominent
 * place: the row's links first, then the sections' links in order.
 */
export const phoneMenu = (menus: StoreMenusContent): readonly PhoneMenuEntry[] => {
  const listed = new Set<string>();
  const take = (href: string): boolean => {
    if (listed.has(href)) return false;
    listed.add(href);
    return true;
  };
  for (const entry of categoryHeaderMenu) if (entry.kind === 'link') take(entry.href);

  const sectionLinks = (id: SectionId): PhoneMenuSectionLink[] => {
    switch (id) {
      case 'all-products':
        return [
          { label: 'Lihat semua produk', href: allProductsHref(), chips: [] },
          ...menus.groups.map((group) => ({ label: group.name, href: categoryGroupHref(group), chips: [] })),
        ].filter((link) => take(link.href));
      case 'rooms':
        return menus.rooms
          .filter((room) => take(roomHref(room.id)))
          .map((room) => ({
            label: room.name,
            href: roomHref(room.id),
            chips: room.subCategories.map((sub) => ({ label: sub.name, href: subCategoryHref(room.id, sub.id) })).filter((chip) => take(chip.href)),
          }));
      case 'brands':
        return menus.brands.map((brand) => ({ label: brand.label, href: brandHref(brand.value), chips: [] })).filter((link) => take(link.href));
    }
  };

  return categoryHeaderMenu.map((entry): PhoneMenuEntry =>
    entry.kind === 'link' ? { kind: 'link', label: entry.label, href: entry.href } : { kind: 'section', id: entry.id, label: entry.label, href: entry.href, links: sectionLinks(entry.id) },
  );
};
