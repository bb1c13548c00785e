import type { storePromises } from './store-promises';

const paths = {
  shipping: 'M3 7h11v8H3zM14 10h4l3 3v2h-7zM7 18a1.5 1.5 0 1 0 0-.01M17 18a1.5 1.5 0 1 0 0-.01',
  guarantee: 'M12 3l7 3v5c0 4.5-3 8.5-7 10-4-1.5-7-5.5-7-10V6zM9 12l2 2 4-4',
  original: 'M12 3l2.5 5 5.5.8-4 3.9.9 5.5L12 15.6 7.1 18.2l.9-5.5-4-3.9 5.5-.8z',
  payment: 'M3 6h18v12H3zM3 10h18M7 15h4',
} as const;

/** The picture of one of the store's promises (document 1 §1), beside its words: the footer's row, the about page's cards. */
export const PromiseIcon = ({ id, size, className }: { readonly id: (typeof storePromises)[number]['id']; readonly size: number; readonly className?: string | undefined }) => (
  <svg className={className} width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d={paths[id]} />
  </svg>
);
