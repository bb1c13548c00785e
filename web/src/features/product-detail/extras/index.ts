// The product page's extra sections (issue 10, extras): composed by ProductDetailPage.
export { PurchaseExtras } from './PurchaseExtras';
export { ProductExtras } from './ProductExtras';
