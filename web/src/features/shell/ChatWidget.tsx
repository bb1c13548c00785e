import { CHAT_INBOX_PATH, ChatBox, type PageVisibility, chatWidgetTarget, headerBadgeText } from '@more/core';
import { Suspense, lazy, useEffect, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { useService } from '../../shared/services';
import { useStore } from '../../shared/use-store';
import { ChatPanelSkeleton } from './ChatPanelSkeleton';
import styles from './ChatWidget.module.css';
import { useCustomer } from '../../shared/use-customer';

// The panel is code only a customer who opens it needs.
const ChatPanel = lazy(() => import('./ChatPanel'));

const PANEL_ID = 'chat-panel';

const ChatIcon = () => (
  <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d="M4 5h16v11H9l-5 4z" />
    <path d="M8 9.5h8M8 12.5h5" />
  </svg>
);

const LABEL = 'Chat dengan kami';

/** Whether this tab can be seen: core polls the chat only while it can (and never on the server, where effects do not run). */
const thisTab: PageVisibility = {
  get visible() {
    return document.visibilityState === 'visible';
  },
  onChange: (listener) => {
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};

/**
 * The floating chat widget (document 1 §2). "The chat inbox redirects to
 * login" (§6): a guest's widget is a link to login that comes back to the
 * inbox; a customer's opens a small chat with customer service. The server
 * and the first browser render show the guest's link.
 */
export const ChatWidget = () => {
  const customer = useCustomer();
  const chat = useService(ChatBox);
  const state = useStore(chat);
  const launcher = useRef<HTMLButtonElement>(null);
  // New messages and the unread count arrive without a reload, on core's schedule (a guest's poll makes no call).
  useEffect(() => chat.pollWhileVisible(thisTab), [chat]);
  const [path] = useLocation();

  if (!customer) {
    return (
      <Link href={chatWidgetTarget(false)} className={styles.launcher} data-testid="chat-widget">
        <ChatIcon />
        <span className={styles.text}>{LABEL}</span>
      </Link>
    );
  }

  // The inbox page is this conversation, full size: a second window onto it would only cover its send button.
  if (path === CHAT_INBOX_PATH) return null;

  const close = () => {
    chat.close();
    launcher.current?.focus();
  };
  const unread = state.unreadCount;

  return (
    <>
      <button
        ref={launcher}
        type="button"
        className={styles.launcher}
        aria-expanded={state.open}
        aria-controls={state.open ? PANEL_ID : undefined}
        onClick={() => (state.open ? chat.close() : void chat.open())}
        data-testid="chat-widget"
      >
        <ChatIcon />
        <span className={styles.text}>{LABEL}</span>
        {unread > 0 && !state.open && (
          <span className={styles.badge} data-testid="chat-unread-count">
            <span aria-hidden="true">{headerBadgeText(unread)}</span>
            <span className="visually-hidden">, {unread} pesan belum dibaca</span>
          </span>
        )}
      </button>
      {state.open && (
        <Suspense fallback={<ChatPanelSkeleton id={PANEL_ID} onClose={close} />}>
          <ChatPanel id={PANEL_ID} onClose={close} />
        </Suspense>
      )}
    </>
  );
};
