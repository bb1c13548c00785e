import { CityFinder, RegionChoice, RegionsApiToken } from '@more/core';
import { ContainerModule } from 'inversify';
import { binder } from '../binding';

/** The address form's region choosers (province, city, district, village in turn) and its city search: public reference data, nothing to clear at logout. */
export default new ContainerModule((options) => {
  const { useCase } = binder(options);
  useCase(RegionChoice, [RegionsApiToken]);
  useCase(CityFinder, [RegionsApiToken]);
});
