import { type DatedText, dateTimeAt, datedText } from '../shared/dated-text';
import type { FlashSaleGroup } from './flash-sale';

/**
 * Before start "heading shows start date and time" (document 1 §4), in the
 * store's "DD MMMM YYYY HH:mm" (document 1 §9). The time is the store's (WIB)
 * and says so, since shoppers in WITA and WIT zones see the same text.
 */
export const upcomingHeading = (group: Pick<FlashSaleGroup, 'startsAt'>): DatedText =>
  datedText('Mulai ', dateTimeAt(group.startsAt * 1000), ' WIB');
