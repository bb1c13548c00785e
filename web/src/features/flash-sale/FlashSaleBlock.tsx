import { FLASH_SALE_PAGE_PATH, FlashSaleBoard } from '@more/core';
import { HomeBlock } from '../../shared/HomeBlock';
import styles from './FlashSale.module.css';
import { FlashSaleGroups } from './FlashSaleGroups';

/**
 * The home page's flash-sale block: small cards, a link to every flash sale at /product/sale.
 * A group reaching 00:00:00 reloads the board by itself (core's FlashSaleBoard).
 */
export const FlashSaleBlock = () => (
  <HomeBlock
    of={FlashSaleBoard}
    id="home-flash-sale"
    title="Flash Sale"
    seeAll={FLASH_SALE_PAGE_PATH}
    failure="Flash sale belum dapat ditampilkan."
    skeleton={<div className={styles.skeleton} />}
    isEmpty={(groups) => groups.length === 0}
    className={styles.block}
  >
    {(groups) => <FlashSaleGroups groups={groups} size="small" headingLevel={3} />}
  </HomeBlock>
);
