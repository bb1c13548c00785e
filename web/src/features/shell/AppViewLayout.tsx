import type { ReactNode } from 'react';
import styles from './StoreLayout.module.css';

/**
 * The frame of a page shown inside the store's app (document 1 §2
 * `/about-apps`, `/faq-apps`, `/snk-apps`): the page alone. The app draws its
 * own bar and navigation around its web view, so the store's header, footer,
 * chat, messaging button and bottom navigation are left out.
 */
export const AppViewLayout = ({ children }: { readonly children: ReactNode; readonly onHome?: boolean }) => (
  <div className={`${styles.page} ${styles.appView}`}>
    <main id="konten" tabIndex={-1} className={`${styles.container} ${styles.main}`}>
      {children}
    </main>
  </div>
);
