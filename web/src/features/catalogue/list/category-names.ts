import { ListFilterOptions, type NamedCategory, StoreMenus } from '@more/core';
import { type Services, useService } from '../../../shared/services';
import { useStore } from '../../../shared/use-store';

/**
 * The categories a list's heading and title can name: the header menu's rooms (what "Ruangan"
 * links to, loaded with every page), then the filter panel's categories for any the menu lacks.
 */
const namesOf = (menus: StoreMenus['current'], options: ListFilterOptions['current']): readonly NamedCategory[] => [
  ...(menus.status === 'ready' ? menus.value.rooms : []),
  ...(options.status === 'ready' ? options.value.categories : []),
];

export const useCategoryNames = (): readonly NamedCategory[] =>
  namesOf(useStore(useService(StoreMenus)), useStore(useService(ListFilterOptions)));

/** The same names for a head, from what the page's loads already hold. */
export const categoryNamesIn = (services: Services): readonly NamedCategory[] =>
  namesOf(services.get(StoreMenus).current, services.get(ListFilterOptions).current);
