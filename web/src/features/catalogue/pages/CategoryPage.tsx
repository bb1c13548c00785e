import { CategoryDirectory, findCategoryPage, productListPath, subCategoryLinks } from '@more/core';
import { useEffect } from 'react';
import { Link } from 'wouter';
import type { PageProps } from '../../../shared/route-contract';
import { useService } from '../../../shared/services';
import { useObservable } from '../../../shared/use-store';
import { PageSkeleton } from '../../../shared/PageSkeleton';
import { ProductListing } from '../list/ProductListing';
import styles from '../list/ListPage.module.css';
import { FailureNotice } from '../../../shared/FailureNotice';

/**
 * `/category/{slug}` (document 1 §2): the category's banner, introduction and
 * sub-categories, then its products. A filter chosen here moves to the
 * product list's address with the category in it, so the list can be shared.
 */
export default function CategoryPage({ params }: PageProps) {
  const directory = useService(CategoryDirectory);
  const state = useObservable(directory.state$, directory.current);

  useEffect(() => {
    void directory.ensureLoaded();
  }, [directory]);

  if (state.status === 'failed') {
    return (
      <div className={styles.page}>
        <FailureNotice title="Kategori belum dapat ditampilkan" failure={state.failure} onRetry={() => void directory.load()} asPageHeading />
      </div>
    );
  }
  if (state.status !== 'ready') return <PageSkeleton />;

  const view = findCategoryPage(state.value, params.slug ?? '');
  if (!view) {
    // Reached by a link in the browser: the server answers such a slug with its 404 page.
    return (
      <div className={styles.page}>
        <div className={styles.problem}>
          <h1 className={styles.title}>Kategori tidak ditemukan</h1>
          <p>Kategori yang Anda cari tidak ada atau sudah dipindahkan.</p>
          <Link href="/products" className={styles.retry}>
            Lihat Semua Produk
          </Link>
        </div>
      </div>
    );
  }

  const { category } = view;
  return (
    <div className={styles.page}>
      <ProductListing filter={view.filter} hrefFor={productListPath} label={`Produk ${view.title}`}>
        <div className={styles.intro}>
          {category.banner && (
            <img
              className={styles.banner}
              src={category.banner.url}
              alt={category.banner.alt || category.bannerTitle}
              title={category.bannerTitle || undefined}
              width={1200}
              height={400}
              fetchPriority="high"
            />
          )}
          <h1 className={styles.title} style={{ marginTop: 'var(--space-4)' }}>
            {view.title}
          </h1>
          {category.content && <p className={styles.content}>{category.content}</p>}
          {category.subCategories.length > 0 && (
            <nav aria-label={`Sub-kategori ${category.name}`}>
              <ul className={styles.subs}>
                {subCategoryLinks(view).map((link) => (
                  <li key={link.id}>
                    <Link href={link.href} className={styles.sub} aria-current={link.current ? 'page' : undefined}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
      </ProductListing>
    </div>
  );
}
