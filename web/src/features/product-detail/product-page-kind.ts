/** Which address opened the product page: /product/{slug} or /bundle/{slug}. */
export type ProductPageKind = 'product' | 'bundle';
