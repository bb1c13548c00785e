import { FLASH_SALE_PAGE_PATH, FlashSaleBoard } from '@more/core';
import { Link } from 'wouter';
import { useService } from '../../shared/services';
import { useStore } from '../../shared/use-store';
import blockStyles from '../../shared/HomeBlock.module.css';
import { HomeBlock } from '../../shared/HomeBlock';
import styles from './FlashSale.module.css';
import { FlashSaleGroups } from './FlashSaleGroups';

/**
 * The home page's flash-sale block: small cards, a link to every flash sale at /product/sale.
 * A group reaching 00:00:00 reloads the board by itself (core's FlashSaleBoard).
 */
export const FlashSaleBlock = () => {
  const board = useService(FlashSaleBoard);
  const state = useStore(board);
  return (
    <HomeBlock
      id="home-flash-sale"
      state={state}
      title="Flash Sale"
      action={
        <Link href={FLASH_SALE_PAGE_PATH} className={blockStyles.seeAll}>
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
