import { FlashSalePageBoard, whenSettled } from '@more/core';
import type { Services } from '../../app/services';

/** /product/sale's public data: every active flash-sale group, on large cards. */
export const loadFlashSalePage = async (services: Services): Promise<void> => {
  const board = services.get(FlashSalePageBoard);
  board.ensureLoaded();
  await whenSettled(board.state$);
};
