import type { PageProps } from '../../../shared/route-contract';
import { TERMS_EFFECTIVE_DATE } from '../content/store-facts';
import { termsAnchor, termsArticles, termsIntro } from '../content/terms-content';
import { RichText } from '../RichText';
import { StorePageFrame } from '../StorePageFrame';
import { reachElement, useHashTarget } from '../use-hash-target';
import styles from '../StorePages.module.css';

/**
 * /snk and, in the app's web view, /snk-apps (document 1 §2): the terms as
 * numbered articles, each at its anchor (#pasal-1 …), a table of contents
 * linking to them, and the date they take effect.
 */
export default function SnkPage(_props: PageProps) {
  // A followed anchor (#pasal-6 from the FAQ) lands on its article's heading, focused for a screen reader.
  useHashTarget((hash) => {
    const id = hash.slice(1);
    if (/^pasal-\d+$/.test(id)) reachElement(document.getElementById(id));
  });
  return (
    <StorePageFrame
      page="snk"
      lead={
        <>
          Berlaku sejak <time dateTime={TERMS_EFFECTIVE_DATE.iso}>{TERMS_EFFECTIVE_DATE.text}</time>.
        </>
      }
    >
      <p className={styles.prose}>
        <RichText paragraph={termsIntro} />
      </p>
      <nav className={styles.toc} aria-labelledby="snk-daftar-isi">
        <h2 id="snk-daftar-isi" className={styles.tocTitle}>
          Daftar Isi
        </h2>
        <ol>
          {termsArticles.map((article, index) => (
            <li key={article.title}>
              <a href={`#${termsAnchor(index)}`}>
                {`Pasal ${index + 1}. ${article.title}`}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {termsArticles.map((article, index) => (
        <section key={article.title} className="stack-3" aria-labelledby={termsAnchor(index)}>
          <h2 id={termsAnchor(index)} className={styles.sectionTitle} tabIndex={-1}>
            {`Pasal ${index + 1}. ${article.title}`}
          </h2>
          <ol className={styles.clauses}>
            {article.clauses.map((clause, clauseIndex) => (
              <li key={clauseIndex}>
                <RichText paragraph={clause} />
              </li>
            ))}
          </ol>
        </section>
      ))}
    </StorePageFrame>
  );
}
