import type { ReactNode } from 'react';
import { BackToTop } from './BackToTop';
import { BottomNavigation } from './BottomNavigation';
import { ChatWidget } from './ChatWidget';
import { Footer } from './footer/Footer';
import { scrollingPromises } from '../../shared/store-promises';
import { Header } from './header/Header';
import { SessionExpiredToast } from './SessionExpiredToast';
import styles from './StoreLayout.module.css';
import { WhatsAppButton } from './WhatsAppButton';

/** The parts every page shares (document 1 §2, "Shared screen parts"). */
/** `onHome`: the page is the home page, where the toast of an expired session shows (document 1 §2). */
export const StoreLayout = ({ children, onHome }: { readonly children: ReactNode; readonly onHome: boolean }) => (
  <div className={styles.page}>
    <a href="#konten" className={styles.skip} data-print="hide">
      Langsung ke konten
    </a>
    <div className={styles.strip} data-print="hide">
      <p className="visually-hidden">{scrollingPromises.join('. ')}</p>
      {/* Written several times so the strip scrolls without a gap; screen readers read the line above once. */}
      <div className={styles.stripTrack} aria-hidden="true">
        {[0, 1, 2, 3].flatMap((copy) => scrollingPromises.map((text) => <span key={`${copy}-${text}`}>{text}</span>))}
      </div>
    </div>
    <Header />
    <main id="konten" tabIndex={-1} className={`${styles.container} ${styles.main}`}>
      {children}
    </main>
    <Footer />
    <SessionExpiredToast onHome={onHome} />
    {/* Stacked in one corner so they never cover each other: back to top, the messaging app, the chat. */}
    <div className={styles.floating} data-print="hide">
      <BackToTop />
      <WhatsAppButton />
      <ChatWidget />
    </div>
    <BottomNavigation />
  </div>
);
