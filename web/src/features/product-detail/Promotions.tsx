import type { DetailCombo, DetailPromotions } from '@more/core';
import { Link } from 'wouter';
import { ProductImage } from '../../shared/product/ProductImage';
import styles from './ProductDetail.module.css';

/** The promotion in force for the chosen variant (core decides): flash sale, free item, pre-order, Kombo Hemat. */
export const Promotions = ({
  promotions,
  ticking,
  onBuyCombo,
  comboNote,
}: {
  readonly promotions: DetailPromotions;
  readonly ticking: boolean;
  /** "Beli Kombo": the product and the partner at the combo price go in the cart together. */
  readonly onBuyCombo: (combo: DetailCombo) => void;
  /** What the last "Beli Kombo" did, beside the deal it was for. */
  readonly comboNote: { readonly id: number; readonly text: string } | null;
}) => {
  const { flashSale, freeGift, preOrder, combos } = promotions;
  if (!flashSale && !freeGift && !preOrder && combos.length === 0) return null;
  return (
    <div className={styles.promotions}>
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
      {combos.length > 0 && (
        <section className={styles.combos} aria-labelledby="detail-combo-title">
          <h2 id="detail-combo-title" className={styles.smallTitle}>
            Kombo Hemat
          </h2>
          <ul className={styles.comboList}>
            {combos.map((combo) => (
              <li key={combo.id} className={styles.combo}>
                <ProductImage image={combo.partnerImage} className={styles.comboImage} decorative />
                <div>
                  <p className={styles.comboTitle}>{combo.title}</p>
                  <Link href={combo.partnerHref} className={styles.comboLink}>
                    {combo.partnerName}
                  </Link>
                  <p>
                    <strong>{combo.comboPrice}</strong> {combo.normalPrice && <s className={styles.muted}>{combo.normalPrice}</s>}
                  </p>
                  <button type="button" className={styles.comboBuy} onClick={() => onBuyCombo(combo)} data-testid="buy-combo">
                    Beli Kombo
                  </button>
                  <p className={styles.comboNote} aria-live="polite" data-testid="buy-combo-note">
                    {comboNote?.id === combo.id ? comboNote.text : ''}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
};
