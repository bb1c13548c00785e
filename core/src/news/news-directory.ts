import { ServerCopyUseCase } from '../shared/server-copy';
import type { NewsCategory, NewsTag, SelectedArticles } from './article';
import type { NewsApi } from './news-api.port';

/** What the list pages name their filters by: the categories, every tag (a tags query's title) and the most used ones. */
export interface NewsDirectoryValue {
  readonly categories: readonly NewsCategory[];
  readonly tags: readonly NewsTag[];
  readonly topTags: readonly NewsTag[];
}

/** A tag's name by its slug (the `?tags=` of the address), or null when no tag has it. */
export const tagNamed = (directory: NewsDirectoryValue, slug: string | null): NewsTag | null =>
  slug === null ? null : (directory.tags.find((tag) => tag.slug === slug) ?? directory.topTags.find((tag) => tag.slug === slug) ?? null);

export const categoryNamed = (directory: NewsDirectoryValue, slug: string | null): NewsCategory | null =>
  slug === null ? null : (directory.categories.find((category) => category.slug === slug) ?? null);

/** `GET uni/news/categories`, `uni/news/tags` and `uni/news/tags-top` (document 2 §7 "News"): the filters' names. */
export class NewsDirectory extends ServerCopyUseCase<NewsDirectoryValue> {
  protected readonly call = 'GET uni/news/categories';

  constructor(private readonly api: Pick<NewsApi, 'categories' | 'tags' | 'topTags'>) {
    super();
  }

  protected async fetch(): Promise<NewsDirectoryValue> {
    const [categories, tags, topTags] = await Promise.all([this.api.categories(), this.api.tags(), this.api.topTags()]);
    return { categories, tags, topTags };
  }
}

/** `GET uni/news/selected`: the headline, the slider and the editor's picks of /artikel. */
export class FeaturedArticles extends ServerCopyUseCase<SelectedArticles> {
  protected readonly call = 'GET uni/news/selected';

  constructor(private readonly api: Pick<NewsApi, 'selected'>) {
    super();
  }

  protected fetch(): Promise<SelectedArticles> {
    return this.api.selected();
  }
}
