import type { ComboNote, DetailCombo } from '@more/core';
import { Link } from 'wouter';
import { ProductImage } from '../../shared/product/ProductImage';
import styles from './ProductDetail.module.css';

/** "Kombo Hemat": each deal of this product with its partner at the combo price, and "Beli Kombo". */
export const ComboOffers = ({
  combos,
  onBuy,
  note,
}: {
  readonly combos: readonly DetailCombo[];
  /** "Beli Kombo": the product and the partner at the combo price go in the cart together. */
  readonly onBuy: (combo: DetailCombo) => void;
  /** What the last "Beli Kombo" did, beside the deal it was for. */
  readonly note: ComboNote | null;
}) => (
  <section className="stack-2" aria-labelledby="detail-combo-title">
    <h2 id="detail-combo-title" className="t-md">
      Kombo Hemat
    </h2>
    <ul className="stack-2 bare">
      {combos.map((combo) => (
        <li key={combo.id} className={styles.combo}>
          <ProductImage slot="reward" image={combo.partnerImage} className={styles.comboImage} decorative />
          <div>
            <p className={styles.comboTitle}>{combo.title}</p>
            <Link href={combo.partnerHref} className={styles.comboLink}>
              {combo.partnerName}
            </Link>
            <p>
              <strong>{combo.comboPrice}</strong> {combo.priceBefore && <s className={styles.muted}>{combo.priceBefore}</s>}{' '}
              {combo.saving && <span data-testid="combo-saving">{combo.saving}</span>}
            </p>
            <button type="button" className={styles.comboBuy} onClick={() => onBuy(combo)} data-testid="buy-combo">
              Beli Kombo
            </button>
            <p className={styles.comboNote} aria-live="polite" data-testid="buy-combo-note">
              {note?.comboId === combo.id ? note.text : ''}
            </p>
          </div>
        </li>
      ))}
    </ul>
  </section>
);
