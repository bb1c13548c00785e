/** A numbered pager's entries: page numbers, and a gap where pages are left out. */
export type PagerEntry = { readonly kind: 'page'; readonly page: number } | { readonly kind: 'gap'; readonly key: string };

/**
 * The pages a pager offers for `current` of `totalPages`: always the first
 * and the last, the current one with a neighbour on each side, and a gap for
 * any run left out; every page when there are 7 or fewer. On a phone that is
 * at most 7 entries, each a full touch target.
 */
export const pagerEntries = (current: number, totalPages: number): readonly PagerEntry[] => {
  if (totalPages <= 1) return [];
  const page = Math.min(Math.max(1, current), totalPages);
  const shown = new Set<number>([1, totalPages, page - 1, page, page + 1]);
  // Near either end, show as many pages as a gap would have taken.
  if (page <= 4) [2, 3, 4, 5].forEach((near) => shown.add(near));
  if (page >= totalPages - 3) [totalPages - 4, totalPages - 3, totalPages - 2, totalPages - 1].forEach((near) => shown.add(near));
  if (totalPages <= 7) for (let each = 1; each <= totalPages; each++) shown.add(each);
  const pages = [...shown].filter((each) => each >= 1 && each <= totalPages).sort((a, b) => a - b);
  const entries: PagerEntry[] = [];
  pages.forEach((each, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && each - previous > 1) entries.push({ kind: 'gap', key: `gap-${previous}` });
    entries.push({ kind: 'page', page: each });
  });
  return entries;
};
