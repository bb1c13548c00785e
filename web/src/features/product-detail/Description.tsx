import { FilterXSS } from 'xss';
import styles from './ProductDetail.module.css';

/**
 * The seller's description "may hold simple markup" (document 1 §3): kept to
 * text formatting and lists by js-xss, which runs the same on the server and in
 * the browser, so the HTML hydrates as rendered. Links, images, styles and
 * scripts are dropped with their attributes.
 */
const sanitiser = new FilterXSS({
  whiteList: {
    p: [],
    br: [],
    b: [],
    strong: [],
    i: [],
    em: [],
    u: [],
    ul: [],
    ol: [],
    li: [],
    h3: [],
    h4: [],
    span: [],
    div: [],
  },
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object'],
});

export const sanitiseDescription = (html: string): string => sanitiser.process(html);

export const Description = ({ html }: { readonly html: string }) => {
  const safe = sanitiseDescription(html).trim();
  if (!safe) return <p className={styles.muted}>Belum ada deskripsi untuk produk ini.</p>;
  // The markup was reduced to formatting tags above; nothing of it can run.
  return <div className={styles.description} dangerouslySetInnerHTML={{ __html: safe }} />;
};
