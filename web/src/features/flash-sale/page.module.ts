import { FlashSaleApiToken, FlashSalePageBoard, SchedulerToken } from '@more/core';
import { ContainerModule } from 'inversify';
import { binder } from '../../app/composition-root/binding';

/**
 * 'flash-sale/page': every active flash-sale group on large cards, over the flash sale's port ('flash-sale', which
 * every row naming this one names too): /product/sale, and the preview on the promotion pages, whose rows load it.
 */
export default new ContainerModule((options) => {
  const { useCase } = binder(options);
  useCase(FlashSalePageBoard, [FlashSaleApiToken, SchedulerToken]);
});
