import type { Scheduler } from '../shared/time';
import type { FlashSaleApi } from './flash-sale-api.port';
import { FlashSaleBoard } from './flash-sale-board';

/**
 * The flash-sale page (/product/sale): the same public groups, phases and countdowns as the
 * home block, on large cards ("Hampir Habis" is the small card's only, document 1 §4). A class
 * of its own so the page and the home block each have their board, bound by class.
 */
export class FlashSalePageBoard extends FlashSaleBoard {
  constructor(api: FlashSaleApi, scheduler: Scheduler) {
    super(api, scheduler, { cardSize: 'large', source: 'public' });
  }
}
