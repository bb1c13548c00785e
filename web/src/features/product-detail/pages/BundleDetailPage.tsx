import type { PageProps } from '../../../shared/route-contract';
import { ProductDetailView } from '../ProductDetailView';

/** /bundle/{slug}: a product with bundling 1 and what it holds (document 1 §2, §4). */
const BundleDetailPage = ({ params }: PageProps) => <ProductDetailView slug={params.slug} kind="bundle" />;

export default BundleDetailPage;
