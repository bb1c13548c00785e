import type { MoreversaryStatus } from '../account/moreversary';
import type { Crumb } from '../shared/structured-data';
import { type DatedText, dateAt, dateTimeAt, datedText } from '../shared/dated-text';
import * as storePaths from '../shared/store-paths';

/** The campaign's period as the pages print it, in the store's time: `16 November 2026 00:00 – 16 Desember 2026 23:59 WIB`. */
export const moreversaryPeriodText = (startsAt: number, endsAt: number): DatedText =>
  datedText(dateTimeAt(startsAt), ' – ', dateTimeAt(endsAt), ' WIB');

/** "Member sejak 12 Maret 2025". */
export const memberSinceText = (memberSince: number): DatedText => datedText('Member sejak ', dateAt(memberSince));

/**
 * Where the customer stands in the campaign: the reward to claim, or why not
 * yet. The server's `active` and `eligible` decide; `now` only tells a
 * campaign still to come from one that is over.
 */
export interface MoreversaryStanding {
  readonly tone: 'eligible' | 'not-eligible' | 'upcoming' | 'over';
  readonly headline: DatedText;
  readonly detail: DatedText;
}

export const moreversaryStanding = (campaign: MoreversaryStatus, now: number): MoreversaryStanding => {
  if (!campaign.active) {
    return now < campaign.startsAt
      ? {
          tone: 'upcoming',
          headline: datedText(`${campaign.title} dimulai `, dateAt(campaign.startsAt)),
          detail: datedText('Hadiah ulang tahun bisa Anda lihat dan klaim di sini begitu perayaan dimulai. Sampai jumpa!'),
        }
      : {
          tone: 'over',
          headline: datedText(`${campaign.title} sudah berakhir pada `, dateAt(campaign.endsAt)),
          detail: datedText('Terima kasih sudah merayakan bersama kami. Nantikan perayaan ulang tahun MORE berikutnya.'),
        };
  }
  if (campaign.eligible && campaign.reward) {
    return {
      tone: 'eligible',
      headline: datedText('Selamat, Anda mendapat hadiah ulang tahun!'),
      detail: datedText(`${campaign.reward}. Berlaku sampai `, dateTimeAt(campaign.endsAt), ' WIB.'),
    };
  }
  return {
    tone: 'not-eligible',
    headline: datedText('Hadiah ulang tahun belum tersedia untuk akun Anda'),
    detail: datedText(
      'Hadiah ini untuk member yang sudah cukup lama berbelanja bersama MORE; akun Anda terdaftar sejak ',
      dateAt(campaign.memberSince),
      '. Penawaran ulang tahun di halaman ini tetap berlaku untuk Anda.',
    ),
  };
};

/** Which anniversary page: the online store's, or the showrooms' (retail, in store). */
export type MoreversaryVariant = 'online' | 'retail';

export const MOREVERSARY_PATHS: Record<MoreversaryVariant, string> = { online: storePaths.moreversary, retail: storePaths.moreversaryRetail };

/** The trail shown above the page and given to search engines as BreadcrumbList. */
export const moreversaryCrumbs = (variant: MoreversaryVariant): readonly Crumb[] => [
  { name: 'Beranda', path: storePaths.home },
  { name: 'MOREVERSARY', path: MOREVERSARY_PATHS.online },
  ...(variant === 'retail' ? [{ name: 'Di Showroom', path: MOREVERSARY_PATHS.retail }] : []),
];

/** Each page's own title and description (no meta page names them). */
export const moreversaryPageText: Record<MoreversaryVariant, { readonly title: string; readonly description: string }> = {
  online: {
    title: 'MOREVERSARY: Promo Ulang Tahun | MORE Furniture',
    description:
      'Ulang tahun MORE Furniture: furnitur terlaris dengan harga spesial, voucher ulang tahun untuk member, dan Giveaway MOREVERSARY. Belanja online dengan gratis ongkir.',
  },
  retail: {
    title: 'MOREVERSARY di Showroom | MORE Furniture',
    description:
      'Rayakan ulang tahun MORE langsung di showroom: coba furniturnya, tunjukkan kartu member di kasir untuk hadiah ulang tahun. Buka setiap hari 09.00–21.00 WIB.',
  },
};
