import { promotionKindBySlug, storePaths } from '@more/core';
import type { PageProps } from '../../../shared/route-contract';
import { Link } from 'wouter';
import { promotionBlocks } from '../PromotionBlocks';
import styles from '../Promotions.module.css';

/**
 * `/promo/{slug}`: one promotion kind in full. An unknown slug never gets
 * here (the route's load answers 404); /promo/flash-sale is sent to
 * /product/sale before any page renders.
 */
export default function PromoPage({ params }: PageProps) {
  const kind = promotionKindBySlug(params.slug);
  if (!kind) return null;
  const Block = promotionBlocks[kind.slug];
  return (
    <div className={styles.page}>
      <nav aria-label="Breadcrumb" className={styles.crumbs}>
        <Link href={storePaths.promotions}>Promo</Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">{kind.title}</span>
      </nav>
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>Promo {kind.title}</h1>
        <p className={styles.subtitle}>{kind.description}</p>
      </header>
      <Block kind={kind} full eager={2} />
    </div>
  );
}
