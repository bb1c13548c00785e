import { FlashSaleApiToken, FlashSalePageBoard, SchedulerToken } from '@more/core';
import { ContainerModule } from 'inversify';
import { binder } from '../binding';

/** Every active flash-sale group on large cards: /product/sale and the preview on /promotion. */
export default new ContainerModule((options) => {
  const { useCase } = binder(options);
  useCase(FlashSalePageBoard, [FlashSaleApiToken, SchedulerToken]);
});
