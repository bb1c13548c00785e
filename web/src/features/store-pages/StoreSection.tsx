import type { ReactNode } from 'react';
import styles from './StorePages.module.css';

/** A titled part of a store page (/about, /download): the title names the section for screen readers. */
export const StoreSection = ({ id, title, children }: { readonly id: string; readonly title: string; readonly children: ReactNode }) => (
  <section className={styles.section} aria-labelledby={id}>
    <h2 id={id} className={styles.sectionTitle}>
      {title}
    </h2>
    {children}
  </section>
);

/** One card of a store page's list (a promise, a showroom, a service, what the app does): its picture, title, text, and what follows. */
export const StoreCard = ({ icon, title, text, children }: { readonly icon?: ReactNode; readonly title: string; readonly text: string; readonly children?: ReactNode }) => (
  <li className={styles.card}>
    {icon}
    <h3 className="t-md">{title}</h3>
    <p className={styles.cardText}>{text}</p>
    {children}
  </li>
);
