import { FlashSalePageBoard, whenSettled } from '@more/core';
import type { Services } from '../../app/services';
// Binds this feature's page use cases (kept out of the entry: composition-root/page-services.ts).
import '../../app/composition-root/pages/flash-sale';

/** /product/sale's public data: every active flash-sale group, on large cards. */
export const loadFlashSalePage = async (services: Services): Promise<void> => {
  const board = services.get(FlashSalePageBoard);
  board.ensureLoaded();
  await whenSettled(board.state$);
};
