import { STORE_BRAND } from '../shared/store-brand';

/**
 * What search engines and the browser tab show for a page (document 1 §3:
 * "Meta page: slug, meta_title, meta_desc, keyword"). The slug is the name of
 * the route the page belongs to ("Home", "Products", "ProductDetail", "Cart",
 * "more-login"): document 1 §2 matches the list "by route name".
 */
export interface MetaPage {
  readonly routeName: string;
  readonly title: string;
  readonly description: string;
  readonly keywords: string;
}

/** The head of one page: what the storefront writes into `<title>` and the meta tags. */
export interface PageHead {
  readonly title: string;
  readonly description: string;
  readonly keywords: string;
}

// Named in shared/, where the other features' titles find it; still offered here with the page head it ends.
export { STORE_BRAND };

/** "a default store title and description" (document 1 §2), for routes the list does not name. */
export const defaultPageHead: PageHead = {
  title: `${STORE_BRAND}: Belanja Furnitur Online`,
  description:
    'Belanja furnitur dan perlengkapan rumah secara online di MORE Furniture: gratis ongkir tanpa minimum belanja, garansi produk 2x24 jam, dan pembayaran aman.',
  keywords: 'furnitur, mebel, sofa, lemari, kasur, meja makan, toko furnitur online',
};

/**
 * Document 1 §2: "Page title and description come from the meta-pages list
 * matched by route name, with a default store title and description. With a
 * tags query the title is the tag plus the brand."
 */
export const pageHeadFor = (pages: readonly MetaPage[], routeName: string, options: { readonly tag?: string | null } = {}): PageHead => {
  const page = pages.find((candidate) => candidate.routeName === routeName);
  const head: PageHead = page
    ? {
        title: page.title.trim() || defaultPageHead.title,
        description: page.description.trim() || defaultPageHead.description,
        keywords: page.keywords.trim() || defaultPageHead.keywords,
      }
    : defaultPageHead;
  const tag = options.tag?.trim();
  return tag ? { ...head, title: `${tag} | ${STORE_BRAND}` } : head;
};
