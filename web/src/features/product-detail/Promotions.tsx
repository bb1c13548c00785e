import type { ComboDeal, ComboNote, DetailCombo, DetailPromotions, Loadable } from '@more/core';
import { FailureNotice } from '../../shared/FailureNotice';
import { ComboOffers } from './ComboOffers';
import styles from './ProductDetail.module.css';

/** The promotion in force for the chosen variant (core decides): flash sale, free item, pre-order, Kombo Hemat. */
export const Promotions = ({
  promotions,
  ticking,
  deals,
  onRetryDeals,
  onBuyCombo,
  comboNote,
}: {
  readonly promotions: DetailPromotions;
  readonly ticking: boolean;
  /** The Kombo Hemat deals as read: when they could not be, the page says so where they would be. */
  readonly deals: Loadable<readonly ComboDeal[]>;
  readonly onRetryDeals: () => void;
  readonly onBuyCombo: (combo: DetailCombo) => void;
  readonly comboNote: ComboNote | null;
}) => {
  const { flashSale, freeGift, preOrder, combos } = promotions;
  if (!flashSale && !freeGift && !preOrder && combos.length === 0 && deals.status !== 'failed') return null;
  return (
    <div className="stack-2">
      {flashSale && (
        <div className={styles.flashSale} data-testid="detail-flash-sale">
          <p className={styles.flashTitle}>
            <strong>{flashSale.title}</strong>
            <span>
              Berakhir dalam{' '}
              {/* The clock is the browser's: the server's HTML reserves the space and the countdown starts on hydration. */}
              <time className={styles.countdown} aria-live="off">
                {ticking ? flashSale.endsIn : '--:--:--'}
              </time>
            </span>
          </p>
          <div className={styles.stockBar} aria-hidden="true">
            <span style={{ width: `${Math.round(flashSale.stockBar * 100)}%` }} />
          </div>
          <p className={styles.flashStock}>
            <span>{flashSale.stockLabel}</span> <span>{flashSale.stockText}</span>
          </p>
        </div>
      )}
      {freeGift && (
        <p className={styles.promoNote} data-testid="detail-free-gift">
          {freeGift}
        </p>
      )}
      {preOrder && (
        <p className={styles.promoNote} data-testid="detail-pre-order">
          {preOrder}
        </p>
      )}
      {deals.status === 'failed' ? (
        <FailureNotice title="Kombo Hemat belum dapat ditampilkan." failure={deals.failure} onRetry={onRetryDeals} testId="detail-combo-failed" />
      ) : (
        combos.length > 0 && <ComboOffers combos={combos} onBuy={onBuyCombo} note={comboNote} />
      )}
    </div>
  );
};
