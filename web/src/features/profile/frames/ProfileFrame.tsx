import { PLAIN_MENU_PATH } from '@more/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ProfileMenu } from '../ProfileMenu';
import styles from './ProfileFrame.module.css';

/**
 * Every page of /profile renders in this frame (the route rows' `frame`): on
 * a desktop the profile's menu beside the page, the current section marked;
 * on a phone the page alone, with a way back to the menu (/plain-menu, which
 * the bottom navigation's Profil tab opens). The server renders it with the
 * page's skeleton, so the menu is there before the shopper is known.
 */
export default function ProfileFrame({ children }: { readonly children: ReactNode }) {
  return (
    <div className={styles.frame}>
      <nav className={styles.side} aria-label="Menu akun">
        <p className={styles.sideTitle}>Akun Saya</p>
        <ProfileMenu variant="side" />
      </nav>
      <div className="min-0">
        <Link href={PLAIN_MENU_PATH} className={styles.back}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M15 6l-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          Menu Akun
        </Link>
        {children}
      </div>
    </div>
  );
}
