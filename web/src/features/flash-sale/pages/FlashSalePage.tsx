import { FlashSalePageBoard } from '@more/core';
import { Link } from 'wouter';
import { useService } from '../../../shared/services';
import { useObservable } from '../../../shared/use-store';
import styles from '../FlashSale.module.css';
import { useReloadAtZero } from '../FlashSaleBlock';
import { FlashSaleGroups } from '../FlashSaleGroups';
import { FailureNotice } from '../../../shared/FailureNotice';

const idle = { status: 'idle' } as const;

/** `/product/sale`: every active flash-sale group on large cards, with its phase and countdown. */
export default function FlashSalePage() {
  const board = useService(FlashSalePageBoard);
  const state = useObservable(board.state$, idle);
  useReloadAtZero(board);
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>Flash Sale</h1>
      {state.status === 'ready' && state.value.length > 0 && <FlashSaleGroups groups={state.value} size="large" headingLevel={2} />}
      {state.status === 'ready' && state.value.length === 0 && (
        <div className={styles.empty} data-testid="flash-sale-empty">
          <p>
            <strong>Belum ada flash sale saat ini.</strong>
          </p>
          <p>Nantikan flash sale berikutnya, atau lihat produk pilihan kami lainnya.</p>
          <Link href="/products" className={styles.emptyAction}>
            Lihat Semua Produk
          </Link>
        </div>
      )}
      {(state.status === 'idle' || state.status === 'loading') && (
        <div role="status" aria-busy="true" aria-label="Mohon menunggu..">
          <div className={styles.skeleton} />
        </div>
      )}
      {state.status === 'failed' && (
<FailureNotice title="Flash sale belum dapat ditampilkan." failure={state.failure} onRetry={() => board.load()} />
      )}
    </div>
  );
}
