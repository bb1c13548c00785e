import type { ReactNode } from 'react';
import styles from './DoorLayout.module.css';

/**
 * The frame of every door of the account (login, register, password reset,
 * email verification): the page's one heading, a line saying what this door
 * is for, the form, and the ways to the other doors under it.
 */
export const DoorLayout = ({
  title,
  intro,
  children,
  footer,
}: {
  readonly title: string;
  readonly intro?: ReactNode;
  readonly children: ReactNode;
  readonly footer?: ReactNode;
}) => (
  <section className={styles.page} aria-labelledby="door-title">
    <div className={styles.card}>
      <header className="stack-2">
        <h1 id="door-title" className="t-xl">
          {title}
        </h1>
        {intro && <div className={styles.intro}>{intro}</div>}
      </header>
      {children}
    </div>
    {footer && <div className={styles.footer}>{footer}</div>}
  </section>
);

/** "atau" between the email form and the social buttons. */
export const DoorDivider = ({ children }: { readonly children: ReactNode }) => (
  <p className={styles.divider}>
    <span>{children}</span>
  </p>
);
