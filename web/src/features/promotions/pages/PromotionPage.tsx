import { promotionKinds } from '@more/core';
import { Link } from 'wouter';
import { promotionBlocks } from '../PromotionBlocks';
import styles from '../Promotions.module.css';

/**
 * `/promotion`: every promotion kind of the store, each in its own section
 * with its first items and "Lihat Semua" to its full page. Each section loads
 * and fails on its own, so one list's trouble never hides the others.
 */
export default function PromotionPage() {
  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>Promo MORE</h1>
        <p className={styles.subtitle}>Semua promo yang sedang berlangsung di MORE Furniture.</p>
        <nav aria-label="Jenis promo">
          <ul className={styles.chips}>
            {promotionKinds.map((kind) => (
              <li key={kind.slug}>
                <Link href={kind.href} className={styles.chip}>
                  {kind.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {promotionKinds.map((kind) => {
        const Block = promotionBlocks[kind.slug];
        // The flash sale comes first and fills a phone's first screen: the other kinds' photos load lazily.
        return <Block key={kind.slug} kind={kind} full={false} />;
      })}
    </div>
  );
}
