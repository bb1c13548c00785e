import type { SocialNetwork } from '@more/core';

/** The marks drawn as one filled path; Instagram's outline is drawn apart below. */
const filledMarks: Readonly<Record<Exclude<SocialNetwork, 'instagram'>, string>> = {
  facebook: 'M13.5 21v-7.5H16l.4-3H13.5V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4A21 21 0 0 0 14.3 4.3c-2.3 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21z',
  tiktok: 'M16.2 3c.3 2.1 1.6 3.6 3.8 3.8v3a6.7 6.7 0 0 1-3.8-1.2v6.2a5.6 5.6 0 1 1-5.6-5.6h.4v3.1a2.6 2.6 0 1 0 2.2 2.5V3z',
  youtube: 'M21.6 7.2a2.6 2.6 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.6 2.6 0 0 0-1.8 1.8A27 27 0 0 0 2 12a27 27 0 0 0 .4 4.8 2.6 2.6 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.6 2.6 0 0 0 1.8-1.8A27 27 0 0 0 22 12a27 27 0 0 0-.4-4.8zM10 15V9l5.2 3z',
};

/** The four networks' marks, drawn here: nothing is loaded from their hosts. */
export const SocialIcon = ({ network }: { readonly network: SocialNetwork }) =>
  network === 'instagram' ? (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.9" aria-hidden="true">
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" />
    </svg>
  ) : (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d={filledMarks[network]} />
    </svg>
  );

export const networkNames: Readonly<Record<SocialNetwork, string>> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
};
