import { CityFinder, RegionChoice, RegionsApiToken } from '@more/core';
import { ContainerModule } from 'inversify';
import { binder } from '../../app/composition-root/binding';

/**
 * 'address-book/regions': the address form's region choosers (province, city, district, village in turn) and its
 * city search: public reference data, nothing to clear at logout. The form is the address book's (/profile/address);
 * the checkout shows it too (address-book/public.ts), whose rows load this module `later`, when the form first shows.
 */
export default new ContainerModule((options) => {
  const { useCase } = binder(options);
  useCase(RegionChoice, [RegionsApiToken]);
  useCase(CityFinder, [RegionsApiToken]);
});
