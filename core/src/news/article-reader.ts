import { BehaviorSubject, type Observable } from 'rxjs';
import type { ProductSummary } from '../catalogue/product';
import { toStoreFailure } from '../shared/failure';
import { type Loadable, failed, idle, loading, ready } from '../shared/loadable';
import type { Article } from './article';
import type { NewsApi } from './news-api.port';

/**
 * One article's page (`/artikel/{slug}`): `GET uni/news/{id}` by slug, then
 * the products it names (`GET uni/news/products`). The products are a state
 * of their own: when they fail, the article still reads.
 */
export class ArticleReader {
  private readonly article = new BehaviorSubject<Loadable<Article>>(idle);
  private readonly products = new BehaviorSubject<Loadable<readonly ProductSummary[]>>(idle);
  readonly state$: Observable<Loadable<Article>> = this.article.asObservable();
  readonly products$: Observable<Loadable<readonly ProductSummary[]>> = this.products.asObservable();
  private slug: string | null = null;
  private pending: Promise<void> | null = null;
  private generation = 0;

  constructor(private readonly api: Pick<NewsApi, 'article' | 'products'>) {}

  get current(): Loadable<Article> {
    return this.article.getValue();
  }

  get currentProducts(): Loadable<readonly ProductSummary[]> {
    return this.products.getValue();
  }

  /** Opens the article unless it is shown or on its way; resolves when it and its products are settled. */
  ensureOpen(slug: string): Promise<void> {
    const { status } = this.article.getValue();
    if (slug === this.slug && status === 'ready') return this.pending ?? Promise.resolve();
    if (slug === this.slug && status === 'loading' && this.pending) return this.pending;
    return this.open(slug);
  }

  /** "Coba Lagi" for the article. */
  retry(): Promise<void> {
    return this.slug ? this.open(this.slug) : Promise.resolve();
  }

  /** "Coba Lagi" for its products. */
  async retryProducts(): Promise<void> {
    const shown = this.article.getValue();
    if (shown.status === 'ready') await this.loadProducts(shown.value.id, this.generation);
  }

  private open(slug: string): Promise<void> {
    const generation = ++this.generation;
    this.slug = slug;
    this.article.next(loading);
    this.products.next(idle);
    this.pending = (async () => {
      try {
        const article = await this.api.article(slug);
        if (generation !== this.generation) return;
        this.article.next(ready(article));
        await this.loadProducts(article.id, generation);
      } catch (error) {
        if (generation === this.generation) this.article.next(failed(toStoreFailure(error, 'GET uni/news/{id}')));
      }
    })();
    return this.pending;
  }

  private async loadProducts(articleId: number, generation: number): Promise<void> {
    this.products.next(loading);
    try {
      const products = await this.api.products(articleId);
      if (generation === this.generation) this.products.next(ready(products));
    } catch (error) {
      if (generation === this.generation) this.products.next(failed(toStoreFailure(error, 'GET uni/news/products')));
    }
  }
}
