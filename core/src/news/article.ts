/** A tag of the articles, with how many articles carry it. */
export interface NewsTag {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
  readonly articleCount: number;
}

/** A category of the articles (/artikel/category/{slug}), with how many articles it holds. */
export interface NewsCategory {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
  readonly articleCount: number;
}

/** An article as lists and carousels show it (/artikel). */
export interface ArticleSummary {
  readonly id: number;
  readonly slug: string;
  readonly title: string;
  readonly excerpt: string;
  readonly imageUrl: string;
  readonly category: { readonly name: string; readonly slug: string };
  readonly tags: readonly { readonly name: string; readonly slug: string }[];
  readonly author: string;
  /** Milliseconds since the epoch, for formatStoreDateTime. */
  readonly publishedAt: number;
  /** Minutes it takes to read. */
  readonly readMinutes: number;
}

/** One article's page (/artikel/{slug}). */
export interface Article extends ArticleSummary {
  readonly metaTitle: string;
  readonly metaDescription: string;
  /**
   * The body as the CMS wrote it: raw markup from the server, untrusted. Only
   * the storefront's article sanitiser may turn it into something rendered
   * (web/src/features/news/article-sanitiser.ts); nothing else reads it as HTML.
   */
  readonly html: string;
}

/**
 * The articles the news page features (`GET uni/news/selected`: document 2
 * "selected_article, slider_article, editor_pick").
 */
export interface SelectedArticles {
  /** selected_article: the headline article(s) at the top. */
  readonly selected: readonly ArticleSummary[];
  /** slider_article: the carousel. */
  readonly slider: readonly ArticleSummary[];
  /** editor_pick: the editor's picks. */
  readonly editorPicks: readonly ArticleSummary[];
}

/**
 * The query of `GET uni/news/list` (document 2: "with query"; keys not shown):
 * `category` and `tag` (slugs), `q` (words of the title or excerpt), `page`
 * and `per_page` (12 when left out). Newest first.
 */
export interface ArticleListQuery {
  readonly category?: string;
  readonly tag?: string;
  readonly q?: string;
  readonly page?: number;
  readonly perPage?: number;
}
