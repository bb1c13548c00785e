/*
 * The store pages' text: paragraphs of plain runs and links, so one source
 * gives the page (with its links) and the structured data (plain text only).
 */

import { storePaths } from '@more/core';

export interface TextLink {
  readonly text: string;
  /** A path on the store (`/omnitracking`) or an https address. */
  readonly href: string;
}

export type Run = string | TextLink;
export type Paragraph = readonly Run[];

/** The paragraphs as one plain text (FAQPage's acceptedAnswer, a page's description). */
export const plainText = (paragraphs: readonly Paragraph[]): string =>
  paragraphs.map((paragraph) => paragraph.map((run) => (typeof run === 'string' ? run : run.text)).join('')).join('\n\n');

/** The store pages that have a variant for the app's web view (document 1 §2 /about-apps, /faq-apps, /snk-apps). */
const appViewPaths = new Set<string>([storePaths.about, storePaths.faq, storePaths.terms]);

/**
 * Where a link inside a page leads: inside the app's web view a store page
 * with an app variant stays in the app's variant (/snk → /snk-apps), its
 * anchor kept; anything else is the same address.
 */
export const storePageHref = (href: string, appView: boolean): string => {
  if (!appView) return href;
  const hash = href.indexOf('#');
  const path = hash === -1 ? href : href.slice(0, hash);
  return appViewPaths.has(path) ? `${path}-apps${hash === -1 ? '' : href.slice(hash)}` : href;
};

/** The path of a store page as its visitor sees it: the app's variant is the path ending in -apps. */
export const isAppViewPath = (path: string): boolean => /-apps\/?$/.test(path);

/**
 * A question's anchor: lower case, ASCII letters and digits, words joined by
 * hyphens ("Apa itu Garansi 2x24 Jam?" → "apa-itu-garansi-2x24-jam").
 */
export const anchorSlug = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' dan ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
