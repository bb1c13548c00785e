import {
  BundleDealShelf,
  type ComboCard,
  ComboShelf,
  FlashSalePageBoard,
  type FreeGiftCard,
  FreeGiftShelf,
  PreOrderShelf,
  PROMOTION_PREVIEW_SIZE,
  promotionPreview,
  type PromotionShelf,
  type PromotionSlug,
} from '@more/core';
import { type ReactNode, useEffect } from 'react';
import { type ServiceId, useService } from '../../shared/services';
import { useStore } from '../../shared/use-store';
import { ProductCard } from '../../shared/product/ProductCard';
import { ProductGridSkeleton } from '../../shared/product/ProductGrid';
import { FlashSaleGroups } from '../flash-sale/public';
import type { BlockProps } from './block-props';
import { RewardsBlock } from './RewardsBlock';
import { KindFrame, KindLoadable, ShelfSection } from './ShelfSection';
import styles from './Promotions.module.css';

const useShelf = <T,>(shelf: PromotionShelf<T>) => {
  const state = useStore(shelf);
  useEffect(() => shelf.ensureLoaded(), [shelf]);
  return state;
};

const skeletonCount = (full: boolean) => (full ? 8 : PROMOTION_PREVIEW_SIZE);

/**
 * A shelf whose products each carry the offer's own line under the card (the free item, the
 * pre-order note) and the variants it holds for.
 */
const OfferBlock = <T extends { readonly id: number; readonly card: FreeGiftCard['card']; readonly variants: string | null },>({
  kind,
  full,
  eager = 0,
  shelf: shelfId,
  label,
  line,
}: BlockProps & { readonly shelf: ServiceId<PromotionShelf<T>>; readonly label: string; readonly line: (offer: T) => string }) => {
  const shelf = useService(shelfId);
  const state = useShelf(shelf);
  return (
    <ShelfSection kind={kind} state={state} full={full} onRetry={() => shelf.load()} skeleton={<ProductGridSkeleton count={skeletonCount(full)} />}>
      {(items: readonly T[]) => (
        <ul className={styles.offerGrid} aria-label={label}>
          {items.map((offer, index) => (
            <li key={offer.id} className={styles.offer}>
              <ProductCard card={offer.card} eager={index < eager} />
              <div className={styles.offerInfo}>
                <p className={styles.tag}>{line(offer)}</p>
                {offer.variants && <p className={styles.note}>{offer.variants}</p>}
              </div>
            </li>
          ))}
        </ul>
      )}
    </ShelfSection>
  );
};

const FreeGiftBlock = (props: BlockProps) => <OfferBlock {...props} shelf={FreeGiftShelf} label={`Produk promo ${props.kind.title}`} line={(offer) => offer.gift} />;

const PreOrderBlock = (props: BlockProps) => <OfferBlock {...props} shelf={PreOrderShelf} label={`Produk ${props.kind.title}`} line={(offer) => offer.note} />;

const ComboBlock = ({ kind, full, eager = 0 }: BlockProps) => {
  const shelf = useService(ComboShelf);
  const state = useShelf(shelf);
  const skeleton = (
    // Announced as busy by the shelf's Loadable around it.
    <div className={styles.comboGrid}>
      {Array.from({ length: full ? 4 : 2 }, (_, index) => (
        <div key={index} className={styles.comboSkeleton} />
      ))}
    </div>
  );
  return (
    <ShelfSection kind={kind} state={state} full={full} onRetry={() => shelf.load()} skeleton={skeleton}>
      {(items: readonly ComboCard[]) => (
        <ul className={styles.comboGrid} aria-label={`Paket ${kind.title}`}>
          {items.map((combo, index) => (
            <li key={combo.id} className={styles.combo} data-testid="combo-card">
              <p className={styles.comboName}>{combo.name}</p>
              <div className={styles.comboPair}>
                <ProductCard card={combo.product} eager={index === 0 && eager > 0} />
                <span className={styles.plus} aria-hidden="true">
                  +
                </span>
                <ProductCard card={combo.partner} eager={index === 0 && eager > 1} />
              </div>
              <p className={styles.comboPrice}>
                <span className={styles.tag}>{combo.summary}</span>
                {combo.partnerPriceBefore && (
                  <s>
                    <span className="visually-hidden">Harga normal </span>
                    {combo.partnerPriceBefore}
                  </s>
                )}
                {combo.saving && <span className={styles.saving}>{combo.saving}</span>}
              </p>
            </li>
          ))}
        </ul>
      )}
    </ShelfSection>
  );
};

const BundleBlock = ({ kind, full, eager = 0 }: BlockProps) => {
  const shelf = useService(BundleDealShelf);
  const state = useShelf(shelf);
  return (
    <ShelfSection kind={kind} state={state} full={full} onRetry={() => shelf.load()} skeleton={<ProductGridSkeleton count={skeletonCount(full)} />}>
      {(cards) => (
        <ul className={styles.grid} aria-label={`Produk ${kind.title}`}>
          {cards.map((card, index) => (
            <li key={card.id}>
              <ProductCard card={card} eager={index < eager} />
            </li>
          ))}
        </ul>
      )}
    </ShelfSection>
  );
};

/**
 * The flash sale on /promotion: each running or upcoming group as the
 * flash-sale feature shows it (phase, countdown or start), its first cards on
 * large cards as /product/sale shows them (the same board, so that page opens
 * at once), with "Lihat Semua" there. A grid rather than the home block's
 * carousel: no swiper to download for a preview.
 */
const FlashSaleBlock = ({ kind, full }: BlockProps) => {
  const board = useService(FlashSalePageBoard);
  const state = useStore(board);
  // "When the countdown reaches zero the page reloads" (document 1 §4): the board does, by itself.
  useEffect(() => board.ensureLoaded(), [board]);
  const body = (
    <KindLoadable kind={kind} state={state} skeleton={<div className={styles.flashSkeleton} />} onRetry={() => board.load()}>
      {(groups) =>
        groups.length === 0 ? (
          <p className={styles.empty}>{kind.emptyText}</p>
        ) : (
          <FlashSaleGroups groups={groups.map((group) => ({ ...group, cards: full ? group.cards : promotionPreview(group.cards) }))} size="large" headingLevel={3} />
        )
      }
    </KindLoadable>
  );
  return <KindFrame kind={kind} full={full} seeAll={state.status === 'ready' && state.value.length > 0} body={body} />;
};

/** Each kind's block, by slug: /promotion shows them all, /promo/{slug} one in full. */
export const promotionBlocks: Record<PromotionSlug, (props: BlockProps) => ReactNode> = {
  'flash-sale': FlashSaleBlock,
  gratis: FreeGiftBlock,
  'pre-order': PreOrderBlock,
  'kombo-hemat': ComboBlock,
  'paket-hemat': BundleBlock,
  hadiah: RewardsBlock,
};
