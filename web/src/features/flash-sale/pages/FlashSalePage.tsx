import { FlashSalePageBoard, allProductsHref } from '@more/core';
import { Link } from 'wouter';
import { useService } from '../../../shared/services';
import { useStore } from '../../../shared/use-store';
import { Loadable } from '../../../shared/Loadable';
import styles from '../FlashSale.module.css';
import { FlashSaleGroups } from '../FlashSaleGroups';

/**
 * `/product/sale`: every active flash-sale group on large cards, with its phase and countdown.
 * A group reaching 00:00:00 reloads the board by itself (core's FlashSalePageBoard).
 */
export default function FlashSalePage() {
  const board = useService(FlashSalePageBoard);
  const state = useStore(board);
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>Flash Sale</h1>
      <Loadable state={state} skeleton={<div className={styles.skeleton} />} failure="Flash sale belum dapat ditampilkan." onRetry={() => board.load()}>
        {(groups) =>
          groups.length > 0 ? (
            <FlashSaleGroups groups={groups} size="large" headingLevel={2} />
          ) : (
            <div className="notice-box" data-testid="flash-sale-empty">
              <p>
                <strong>Belum ada flash sale saat ini.</strong>
              </p>
              <p>Nantikan flash sale berikutnya, atau lihat produk pilihan kami lainnya.</p>
              <Link href={allProductsHref()} className={styles.emptyAction}>
                Lihat Semua Produk
              </Link>
            </div>
          )
        }
      </Loadable>
    </div>
  );
}
