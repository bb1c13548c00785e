import { useState } from 'react';
import { lazyModule } from '../../shared/lazy-module';
import { useService } from '../../shared/services';
import { ArticleImageOriginsToken } from './article-images';
import type * as SanitiserModule from './article-sanitiser';
import type { ArticleSanitiser } from './article-sanitiser';
import styles from './News.module.css';

/** js-xss with the article's policy, its own chunk: a browser hydrating a served article never needs it. */
export const articleSanitiserModule = lazyModule(() => import('./article-sanitiser'));

let made: { readonly key: string; readonly sanitise: ArticleSanitiser } | null = null;
const sanitiserFor = (module: typeof SanitiserModule, origins: readonly string[]): ArticleSanitiser => {
  const key = origins.join(' ');
  if (made?.key !== key) made = { key, sanitise: module.createArticleSanitiser({ imageOrigins: origins }) };
  return made.sanitise;
};

/**
 * The body the server sanitised for this article, read from the page before hydration replaces
 * anything: the browser adopts the server's markup rather than sanitising the raw body again (and
 * loading js-xss for it). Null when the page holds none for it (it came by a link).
 */
const servedBody = (articleId: number): string | null => {
  if (typeof document === 'undefined') return null;
  const element = document.querySelector(`[data-article-body="${articleId}"]`);
  return element ? element.innerHTML : null;
};

export const hasServedBody = (articleId: number): boolean => servedBody(articleId) !== null;

/**
 * The article's body: the CMS's markup through the article sanitiser (on the server, or here for
 * an article opened by a link), and only its output is rendered as HTML.
 */
export const ArticleBody = ({ articleId, html }: { readonly articleId: number; readonly html: string }) => {
  const [served] = useState(() => servedBody(articleId));
  const origins = useService(ArticleImageOriginsToken);
  const module = articleSanitiserModule.useWhen(served === null);
  const safe = module ? sanitiserFor(module, origins)(html) : served;
  if (safe === null) {
    return (
      <p className={styles.muted} role="status" aria-busy="true">
        Memuat isi artikel…
      </p>
    );
  }
  // Nothing of it can run: js-xss kept only the tags, links and images the policy allows (article-sanitiser.ts).
  return <div className={styles.body} data-article-body={articleId} dangerouslySetInnerHTML={{ __html: safe }} />;
};
