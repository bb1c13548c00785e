/** JSON inside `<script type="application/ld+json">`: `<` never closes the element, whatever the text holds. */
export const jsonLdText = (data: unknown): string =>
  JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** One step of a page's trail, from the home page down to the page itself. */
export interface Crumb {
  readonly name: string;
  /** The step's path on the store (`/artikel`), made absolute with the public origin. */
  readonly path: string;
}

/**
 * schema.org `BreadcrumbList` for a page's trail (the content pages carry one,
 * so search results show "MORE › Artikel › Tips & Perawatan"). Positions count
 * from 1; every item gets an absolute URL, as Google requires.
 */
export const breadcrumbList = (origin: string, crumbs: readonly Crumb[]): Record<string, unknown> => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: crumbs.map((crumb, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: crumb.name,
    item: `${origin}${crumb.path}`,
  })),
});
