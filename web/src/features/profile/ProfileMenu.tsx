import { profileSectionOf, profileSections } from '@more/core';
import { Link, useLocation } from 'wouter';
import styles from './ProfileMenu.module.css';

/**
 * The profile's sections as links (document 1 §2, "/profile … children"):
 * the current one marked for screen readers and by colour. A desktop shows
 * it beside every page of the profile; a phone shows it alone at /plain-menu.
 */
export const ProfileMenu = ({ variant }: { readonly variant: 'side' | 'page' }) => {
  const [path] = useLocation();
  const current = profileSectionOf(path);
  return (
    <ul className={variant === 'side' ? styles.side : styles.page}>
      {profileSections.map((section) => (
        <li key={section.id}>
          <Link href={section.href} className={styles.link} aria-current={section.id === current ? 'page' : undefined}>
            {section.label}
            {variant === 'page' && (
              <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M9 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
};
