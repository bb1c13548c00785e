import { FilterXSS } from 'xss';

/**
 * The seller's description "may hold simple markup" (document 1 §3): kept to
 * text formatting and lists by js-xss. Links, images, styles and scripts are
 * dropped with their attributes. Its own chunk: the server always runs it, a
 * browser only when it opens a product by a link (see Description).
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

export const sanitiseDescription = (html: string): string => sanitiser.process(html).trim();
