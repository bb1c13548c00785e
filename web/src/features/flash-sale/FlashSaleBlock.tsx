import { FlashSaleBoard } from '@more/core';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { useService } from '../../shared/services';
import { useObservable } from '../../shared/use-store';
import blockStyles from '../../shared/HomeBlock.module.css';
import { HomeBlock } from '../../shared/HomeBlock';
import styles from './FlashSale.module.css';
import { FlashSaleGroups } from './FlashSaleGroups';

const idle = { status: 'idle' } as const;

/**
 * "When the countdown reaches zero the page reloads" (document 1 §4): the board says when
 * (reload$), the view fetches the groups again.
 */
export const useReloadAtZero = (board: FlashSaleBoard) => {
  useEffect(() => {
    const subscription = board.reload$.subscribe(() => board.load());
    return () => subscription.unsubscribe();
  }, [board]);
};

/** The home page's flash-sale block: small cards, a link to every flash sale at /product/sale. */
export const FlashSaleBlock = () => {
  const board = useService(FlashSaleBoard);
  const state = useObservable(board.state$, idle);
  useReloadAtZero(board);
  return (
    <HomeBlock
      id="home-flash-sale"
      state={state}
      title="Flash Sale"
      action={
        <Link href="/product/sale" className={blockStyles.seeAll}>
          Lihat Semua
        </Link>
      }
      failure="Flash sale belum dapat ditampilkan."
      onRetry={() => board.load()}
      skeleton={<div className={styles.skeleton} />}
      isEmpty={(groups) => groups.length === 0}
      className={styles.block}
    >
      {(groups) => <FlashSaleGroups groups={groups} size="small" headingLevel={3} />}
    </HomeBlock>
  );
};
