import type { AddressDraft } from '../address-book/address';
import { type RegionChoiceState, chosenRegionIds } from '../regions/region-choice';

// Apart from the shipping step's use case: only the new-address form, which comes with the region selects, needs the regions.

/** What the new-address form holds besides its region selects. */
export type AddressFields = Omit<AddressDraft, 'provinceId' | 'cityId' | 'districtId' | 'villageId'>;

const NO_REGIONS = { provinceId: '', cityId: '', districtId: '', villageId: '' } as const;

/** The form's address: its fields and the four regions, or none while one is still to choose (the book then says what is missing). */
export const addressDraftOf = (fields: AddressFields, regions: RegionChoiceState): AddressDraft => ({ ...fields, ...(chosenRegionIds(regions) ?? NO_REGIONS) });
