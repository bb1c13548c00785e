import { MOREVERSARY_PATHS } from '@more/core';
import { useLocation } from 'wouter';
import type { PageProps } from '../../../shared/route-contract';
import { Anniversary } from '../Anniversary';

/**
 * /moreversary and /moreversary-retail (document 1 §2): one page, its variant
 * the path (one chunk and one entry in the route tables for both): the
 * store's anniversary online, or in the showrooms with the card for the cashier.
 */
export default function MoreversaryPage(_props: PageProps) {
  const [path] = useLocation();
  return <Anniversary variant={path === MOREVERSARY_PATHS.retail ? 'retail' : 'online'} />;
}
