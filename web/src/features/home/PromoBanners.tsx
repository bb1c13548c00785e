import { budgetBanners, storePaths } from '@more/core';
import { Link } from 'wouter';
import styles from './PromoBanners.module.css';

/** The banner to the interior design service (document 1 §2: "a banner linking to /desain-interior"). */
export const InteriorDesignBanner = () => (
  <section className={styles.block} aria-labelledby="home-interior-title">
    <Link href={storePaths.interiorDesign} className={styles.interior} data-testid="interior-banner">
      <span className={styles.kicker}>Layanan MORE</span>
      <h2 id="home-interior-title" className={styles.interiorTitle}>
        Desain Interior untuk Rumah Anda
      </h2>
      <span className={styles.interiorText}>Konsultasikan ruangan Anda dengan desainer interior kami.</span>
      <span className={styles.cta}>Konsultasi Sekarang</span>
    </Link>
  </section>
);

/** "four budget banners" with exactly document 1 §2's links; ranges and words are core's. */
export const BudgetBanners = () => (
  <section className={styles.block} aria-labelledby="home-budget-title">
    <h2 id="home-budget-title" className={styles.title}>
      Belanja Sesuai Budget
    </h2>
    <ul className={styles.budgets}>
      {budgetBanners.map((banner) => (
        <li key={banner.href}>
          <Link href={banner.href} className={styles.budget} data-testid="budget-banner">
            <span className={styles.budgetKicker}>Furnitur</span>
            <span className={styles.budgetLabel}>{banner.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  </section>
);
