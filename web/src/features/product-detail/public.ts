// What other features show of the product page: its photo gallery (the inspiration page's photos).
export { Gallery } from './Gallery';
