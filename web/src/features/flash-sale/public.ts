// What other features show of the flash sale: the home page's block, and the groups /promotion previews.
export { FlashSaleBlock } from './FlashSaleBlock';
export { FlashSaleGroups } from './FlashSaleGroups';
