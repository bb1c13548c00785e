import { formatThousands } from '../money/rupiah';
import type { FlashSaleGroupView } from '../flash-sale/flash-sale-group-view';
import { FLASH_SALE_PAGE_PATH } from './promotion-kinds';

/**
 * A flash-sale group as `/promotion` sums it up: its state and time, how many
 * products, and the way to the flash sale's own page, which shows the cards.
 */
export interface FlashSaleSummary {
  readonly id: number;
  readonly title: string;
  /** "Berlangsung", "Akan datang", or "Selesai" once over (shown until the board reloads). */
  readonly label: string;
  /** "Berakhir dalam 05:59:59" while running; "Mulai 24 November 2026 21:00 WIB" before; "Flash sale telah berakhir" once over. */
  readonly timing: string;
  /** The countdown alone while running, for a live region that reads only the time. */
  readonly countdown: string | null;
  readonly running: boolean;
  /** e.g. "12 produk". */
  readonly productCount: string;
  readonly href: string;
}

export const toFlashSaleSummary = (group: FlashSaleGroupView): FlashSaleSummary => {
  const running = group.phase === 'running';
  let timing = 'Flash sale telah berakhir';
  if (running) timing = `Berakhir dalam ${group.countdown ?? '00:00:00'}`;
  else if (group.phase === 'upcoming') timing = group.heading ?? 'Segera dimulai';
  return {
    id: group.id,
    title: group.title,
    label: group.label ?? 'Selesai',
    timing,
    countdown: running ? group.countdown : null,
    running,
    productCount: `${formatThousands(group.cards.length)} produk`,
    href: FLASH_SALE_PAGE_PATH,
  };
};
