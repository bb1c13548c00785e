import { profileSections } from './profile-sections';

/** A link of the header's profile menu, or the one entry that acts instead of leading somewhere. */
export type ProfileMenuItem =
  | { readonly kind: 'link'; readonly id: 'account' | 'orders'; readonly label: string; readonly href: string }
  | { readonly kind: 'action'; readonly id: 'logout'; readonly label: string };

/**
 * "The profile menu (authenticated) holds Informasi Akun, Pesanan and Keluar"
 * (document 1 §2). Keluar is the session's logout, not an address: a link
 * would log out whoever merely preloads it.
 */
export const profileMenuItems: readonly ProfileMenuItem[] = [
  // Its links are the profile's sections, named and addressed once (profile-sections.ts).
  ...(['account', 'orders'] as const).map((id): ProfileMenuItem => {
    const { label, href } = profileSections.find((section) => section.id === id)!;
    return { kind: 'link', id, label, href };
  }),
  { kind: 'action', id: 'logout', label: 'Keluar' },
];
