import { RegionChoice, RegionsApiToken } from '@more/core';
import { ContainerModule } from 'inversify';
import { binder } from '../binding';

/** The address form's region selects (province, city, district, village in turn). */
export default new ContainerModule((options) => {
  const { useCase } = binder(options);
  useCase(RegionChoice, [RegionsApiToken]);
});
