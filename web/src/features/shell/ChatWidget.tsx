import { chatWidgetTarget } from '@more/core';
import { Suspense, lazy } from 'react';
import { Link } from 'wouter';
import { useCustomer } from '../../shared/use-customer';
import { CHAT_LABEL, ChatIcon } from './chat-launcher';
import styles from './ChatWidget.module.css';

// A customer's launcher, its unread count and its panel are a chunk a guest never fetches.
const CustomerChat = lazy(() => import('./CustomerChat'));

/** The launcher's place while a customer's arrives: the same look, nothing to press yet. */
const LauncherPlaceholder = () => (
  <span className={styles.launcher} aria-hidden="true">
    <ChatIcon />
    <span className={styles.text}>{CHAT_LABEL}</span>
  </span>
);

/**
 * The floating chat widget (document 1 §2). "The chat inbox redirects to
 * login" (§6): a guest's widget is a link to login that comes back to the
 * inbox; a customer's opens a small chat with customer service. The server
 * and the first browser render show the guest's link.
 */
export const ChatWidget = () => {
  const customer = useCustomer();
  if (!customer) {
    return (
      <Link href={chatWidgetTarget(false)} className={styles.launcher} data-testid="chat-widget">
        <ChatIcon />
        <span className={styles.text}>{CHAT_LABEL}</span>
      </Link>
    );
  }
  return (
    <Suspense fallback={<LauncherPlaceholder />}>
      <CustomerChat />
    </Suspense>
  );
};
