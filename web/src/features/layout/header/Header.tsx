import { Link } from 'wouter';
import { showroomHours } from '../footer/store-promises';
import styles from './Header.module.css';

/** The header of every page (document 1 §2, "Shared screen parts"). */
export const Header = () => (
  <header className={styles.header}>
    <div className={`${styles.container} ${styles.headerInner}`}>
      <Link href="/" className={styles.logo} aria-label="MORE Furniture, ke beranda">
        <span className={styles.logoMark}>MORE</span>
        <span className={styles.logoWord}>Furniture</span>
      </Link>
      <p className={styles.hours}>
        Showroom buka
        <br />
        {showroomHours}
      </p>
    </div>
  </header>
);
