import { ProductImage } from '../../../shared/product/ProductImage';
import { type Category, CategoryDirectory, allProductsHref, findCategoryPage, productListPath, subCategoryLinks } from '@more/core';
import { Link } from 'wouter';
import type { PageProps } from '../../../shared/route-contract';
import { useService } from '../../../shared/services';
import { OnceLoadedPage } from '../../../shared/OnceLoadedPage';
import { ProductListing } from '../list/ProductListing';
import styles from '../list/ListPage.module.css';

/**
 * `/category/{slug}` (document 1 §2): the category's banner, introduction and
 * sub-categories, then its products. A filter chosen here moves to the
 * product list's address with the category in it, so the list can be shared.
 */
export default function CategoryPage({ params }: PageProps) {
  return (
    <OnceLoadedPage source={useService(CategoryDirectory)} className={styles.page} failure="Kategori belum dapat ditampilkan">
      {(categories) => <CategoryListing categories={categories} slug={params.slug ?? ''} />}
    </OnceLoadedPage>
  );
}

const CategoryListing = ({ categories, slug }: { categories: readonly Category[]; slug: string }) => {
  const view = findCategoryPage(categories, slug);
  if (!view) {
    // Reached by a link in the browser: the server answers such a slug with its 404 page.
    return (
      <div className="list-notice">
        <h1 className="list-title">Kategori tidak ditemukan</h1>
        <p>Kategori yang Anda cari tidak ada atau sudah dipindahkan.</p>
        <Link href={allProductsHref()} className="btn">
          Lihat Semua Produk
        </Link>
      </div>
    );
  }

  const { category } = view;
  return (
    <ProductListing filter={view.filter} hrefFor={productListPath} label={`Produk ${view.title}`}>
      <div className={styles.intro}>
        {category.banner && (
          <ProductImage
            slot="categoryBanner"
            image={{ url: category.banner.url, alt: category.banner.alt || category.bannerTitle }}
            title={category.bannerTitle || undefined}
            className={styles.banner}
            eager
          />
        )}
        <h1 className="list-title" style={{ marginTop: 'var(--space-4)' }}>
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
  );
};
