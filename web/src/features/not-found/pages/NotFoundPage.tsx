import { storePaths } from '@more/core';
import { Link } from 'wouter';
import styles from '../NotFound.module.css';

/** `/404`: "shown when the server answers not found, and the page is titled "Halaman Tidak di Temukan"" (document 1 §2). */
export default function NotFoundPage() {
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        Halaman Tidak di Temukan
      </h1>
      <p className={styles.text}>Halaman yang Anda cari mungkin sudah dipindahkan atau tidak tersedia lagi.</p>
      <div className={styles.actions}>
        <Link href={storePaths.home} className={styles.primary}>
          Kembali ke Beranda
        </Link>
        <Link href={storePaths.products} className={styles.secondary}>
          Lihat Semua Produk
        </Link>
      </div>
    </section>
  );
}
