import { FlashSalePageBoard, whenSettled } from '@more/core';
import type { LoadContext } from '../../shared/route-contract';

/** /product/sale's public data: every active flash-sale group, on large cards. */
export const loadFlashSalePage = async ({ services }: LoadContext): Promise<void> => {
  const board = services.get(FlashSalePageBoard);
  board.ensureLoaded();
  await whenSettled(board.state$);
};
