import { BuyAgain, type OrderItem, failureText } from '@more/core';
import { useEffect } from 'react';
import { useService } from '../../shared/services';
import { useStore } from '../../shared/use-store';
import styles from './Orders.module.css';
import { StockUnavailableDialog } from './StockUnavailableDialog';

/**
 * "Beli Lagi" (document 1 §4, "Buy again"): core checks every item's stock in
 * one call and adds all of them or none. All added → the cart (core goes there); any short →
 * the stock dialog; the check failed → why, in core's words.
 */
export const BuyAgainButton = ({ items }: { readonly items: readonly OrderItem[] }) => {
  const buyAgain = useService(BuyAgain);
  const { busy, outcome } = useStore(buyAgain);

  // What one order's page left (a dialog, a failure) is not shown on the next.
  useEffect(() => () => buyAgain.dismiss(), [buyAgain]);

  return (
    <>
      <button type="button" className="btn btn-wait" onClick={() => void buyAgain.buyAgain(items)} disabled={busy} aria-busy={busy || undefined} data-testid="buy-again">
        {busy ? 'Mohon menunggu..' : 'Beli Lagi'}
      </button>
      {outcome?.kind === 'stock-unavailable' && <StockUnavailableDialog onClose={() => buyAgain.dismiss()} />}
      {outcome?.kind === 'check-failed' && (
        <p className={styles.inlineAlert} role="alert">
          {failureText(outcome.failure)}
        </p>
      )}
    </>
  );
};
