import {
  type Category,
  type CategoryGroup,
  type FacetOption,
  allProductsHref,
  brandHref,
  categoryGroupHref,
  categoryHref,
  megaMenuColumns,
  roomHref,
  subCategoryHref,
} from '@more/core';
import { Link } from 'wouter';
import { ArrowRightIcon } from './icons';
import styles from './CategoryMenu.module.css';

const PanelHead = ({ title, href, label }: { title: string; href?: string; label?: string }) => (
  <div className={styles.panelHead}>
    <p className={styles.panelTitle}>{title}</p>
    {href && (
      <Link href={href} className={styles.seeAll}>
        {label}
        <ArrowRightIcon />
      </Link>
    )}
  </div>
);

/** "Category groups appear in columns of 3, up to 12" (document 1 §2), each with its categories. */
export const AllProductsPanel = ({ groups }: { groups: readonly CategoryGroup[] }) => (
  <>
    <PanelHead title="Kategori Produk" href={allProductsHref()} label="Lihat semua produk" />
    <div className={styles.columns}>
      {megaMenuColumns(groups).map((column) => (
        <ul key={column.map((group) => group.id).join('-')} className={styles.column}>
          {column.map((group) => (
            <li key={group.id} className={styles.group}>
              <Link href={categoryGroupHref(group)} className={styles.groupLink}>
                {group.name}
              </Link>
              {group.categories.length > 0 && (
                <ul className={styles.subList}>
                  {group.categories.map((category) => (
                    <li key={category.id}>
                      <Link href={categoryHref(category)} className={styles.subLink}>
                        {category.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      ))}
    </div>
  </>
);

/** "Ruangan (a dropdown of room categories with sub-categories)": each room filters the list by its id. */
export const RoomsPanel = ({ rooms }: { rooms: readonly Category[] }) => (
  <>
    <PanelHead title="Belanja per Ruangan" />
    <ul className={styles.rooms}>
      {rooms.map((room) => (
        <li key={room.id} className={styles.group}>
          <Link href={roomHref(room.id)} className={styles.groupLink}>
            {room.name}
          </Link>
          {room.subCategories.length > 0 && (
            <ul className={styles.subList}>
              {room.subCategories.map((sub) => (
                <li key={sub.id}>
                  <Link href={subCategoryHref(room.id, sub.id)} className={styles.subLink}>
                    {sub.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  </>
);

/** "Seven house brands are offered in the Brand menu" (document 1 §2). */
export const BrandsPanel = ({ brands }: { brands: readonly FacetOption[] }) => (
  <>
    <PanelHead title="Brand Kami" />
    <ul className={styles.brands}>
      {brands.map((brand) => (
        <li key={brand.value}>
          <Link href={brandHref(brand.value)} className={styles.brand}>
            <span className={styles.brandMark} aria-hidden="true">
              {brand.label.charAt(0)}
            </span>
            <span className={styles.brandText}>
              <span className={styles.brandName}>{brand.label}</span>
              <span className="muted">{brand.productCount} produk</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  </>
);
