import type { PageProps } from '../../../shared/route-contract';
import { ProductDetailView } from '../ProductDetailView';

/** /product/{slug} (document 1 §2). */
const ProductDetailPage = ({ params }: PageProps) => <ProductDetailView slug={params.slug} kind="product" />;

export default ProductDetailPage;
