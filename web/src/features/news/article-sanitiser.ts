import { FilterXSS, escapeAttrValue, friendlyAttrValue } from 'xss';

/**
 * The article body's policy (document 2 §7 "News": the CMS's markup is
 * untrusted). js-xss keeps the tags an editor writes an article with and
 * their plain attributes; links go only to the store's paths, http(s),
 * mailto and tel (a link off the store gets rel="noopener noreferrer
 * nofollow"); images only from a path of the store or from the store API's
 * origin (what the CSP's img-src allows), lazily loaded. Script, style,
 * embeds, forms, svg and math go with their bodies; any other tag goes and
 * its text stays; no on* or style attribute survives (none is allowed).
 * Sanitising its own output changes nothing, so the browser may run it
 * again over what the server rendered.
 */
export interface ArticleSanitiserOptions {
  /** Origins (scheme://host[:port]) images may come from besides the store's own paths: the store API's. */
  readonly imageOrigins: readonly string[];
}

const allowedTags: Record<string, string[]> = {
  p: [],
  br: [],
  h2: [],
  h3: [],
  h4: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  blockquote: [],
  ul: [],
  ol: [],
  li: [],
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
  figure: [],
  figcaption: [],
  hr: [],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: [],
  td: [],
};

/**
 * Dropped with everything inside them: their text is code or a foreign document, never the article's
 * words. (embed has no body: as any tag not allowed, it goes by itself.)
 */
const droppedWithBody = ['script', 'style', 'iframe', 'object', 'form', 'svg', 'math', 'noscript', 'template', 'textarea', 'select', 'title'];

/** js-xss marks where it cut a body out; one left behind (a body never closed) is not the article's text. */
const cutMarks = /\[\/?removed\]/g;

/** Whitespace and control characters a browser ignores inside a URL's scheme ("java\tscript:"). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point: a browser skips them in a scheme.
const ignoredInScheme = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028\u2029\u205f\u3000\ufeff]/g;
const schemeOf = (url: string): string | null => /^([a-z][a-z0-9+.-]*):/i.exec(url.replace(ignoredInScheme, ''))?.[1]?.toLowerCase() ?? null;

/** The attribute's value as a browser reads it: entities decoded, control characters gone, trimmed. */
const decoded = (value: string): string => friendlyAttrValue(value).trim();

/** Starts with one slash (not "//" or "/\", which leave the origin): a path of the store. */
const isStorePath = (url: string): boolean => /^\/(?![/\\])/.test(url.replace(ignoredInScheme, ''));

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/** A link's address when it may stay, or null: a path or other relative address, http(s), mailto, tel. */
const safeLink = (value: string): string | null => {
  const url = decoded(value);
  if (url === '' || /^[/\\]{2}/.test(url.replace(ignoredInScheme, '')) || url.replace(ignoredInScheme, '').startsWith('\\')) return null;
  const scheme = schemeOf(url);
  if (scheme === null) return /^[^:]*$/.test(url.split(/[/?#]/)[0] ?? '') ? url : null;
  return ['http', 'https', 'mailto', 'tel'].includes(scheme) ? url : null;
};

const attribute = (name: string, value: string) => `${name}="${escapeAttrValue(value)}"`;

export const createArticleSanitiser = ({ imageOrigins }: ArticleSanitiserOptions) => {
  const origins = new Set(imageOrigins.map(originOf).filter((origin): origin is string => origin !== null));

  const safeImage = (value: string): string | null => {
    const url = decoded(value);
    if (isStorePath(url)) return url;
    const scheme = schemeOf(url);
    if (scheme !== 'http' && scheme !== 'https') return null;
    const origin = originOf(url);
    return origin !== null && origins.has(origin) ? url : null;
  };

  const filter = new FilterXSS({
    whiteList: allowedTags,
    stripIgnoreTag: true,
    stripIgnoreTagBody: droppedWithBody,
    allowCommentTag: false,
    onTagAttr: (tag, name, value, isWhiteAttr) => {
      if (!isWhiteAttr) return '';
      if (tag === 'a' && name === 'href') {
        const link = safeLink(value);
        return link === null ? '' : attribute('href', link);
      }
      if (tag === 'img' && name === 'src') {
        const source = safeImage(value);
        return source === null ? '' : attribute('src', source);
      }
      if (name === 'width' || name === 'height') return /^\s*\d{1,4}\s*$/.test(value) ? attribute(name, value.trim()) : '';
      return attribute(name, decoded(value));
    },
  });

  /** External links open nothing of the store's (no opener, no referrer) and pass no ranking; images without an allowed source go. */
  const finish = (html: string): string =>
    html
      .replace(/<a\b([^>]*)>/g, (_tag, attrs: string) => {
        const href = /\bhref="([^"]*)"/.exec(attrs)?.[1];
        const offStore = href !== undefined && /^(https?|mailto|tel):/i.test(href) && !origins.has(originOf(href) ?? '');
        return offStore ? `<a${attrs} rel="noopener noreferrer nofollow">` : `<a${attrs}>`;
      })
      .replace(/<img\b([^>]*?)\s*\/?>/g, (_tag, attrs: string) =>
        /\bsrc="[^"]+"/.test(attrs) ? `<img${attrs} loading="lazy" decoding="async">` : '',
      );

  return (html: string): string => finish(filter.process(html).replace(cutMarks, '')).trim();
};

export type ArticleSanitiser = ReturnType<typeof createArticleSanitiser>;
