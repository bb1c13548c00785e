import { CHAT_INBOX_PATH, type ChatBox, type PageVisibility, chatWidgetTarget, headerBadgeText } from '@more/core';
import { Suspense, lazy, useEffect, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { useStore } from '../../shared/use-store';
import { ChatPanelSkeleton } from './ChatPanelSkeleton';
import styles from './ChatWidget.module.css';
import { useCustomer } from '../../shared/use-customer';
import { useChatBox } from './use-chat-box';

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
 * and the first browser render show the guest's link, unless the server
 * rendered the page for the customer (their box bound, its unread count in
 * the page). Until a customer's box is bound, the widget links to the inbox.
 */
export const ChatWidget = () => {
  const customer = useCustomer();
  const chat = useChatBox();
  const [path] = useLocation();
  // The inbox page is this conversation, full size: a second window onto it would only cover its send button. The
  // widget still keeps the box's poll there, which brings the store's messages to the page.
  if (customer && path === CHAT_INBOX_PATH) return chat && <ChatPoll chat={chat} />;
  if (!chat) {
    return (
      <Link href={chatWidgetTarget(customer !== null)} className={styles.launcher} data-testid="chat-widget">
        <ChatIcon />
        <span className={styles.text}>{LABEL}</span>
      </Link>
    );
  }
  return (
    <>
      <ChatPoll chat={chat} />
      <CustomerChat chat={chat} />
    </>
  );
};

/** New messages and the unread count arrive without a reload, on core's schedule, while the tab can be seen. */
const ChatPoll = ({ chat }: { readonly chat: ChatBox }) => {
  useEffect(() => chat.pollWhileVisible(thisTab), [chat]);
  return null;
};

/** A customer's launcher, with the unread count, and the panel it opens. */
const CustomerChat = ({ chat }: { readonly chat: ChatBox }) => {
  const state = useStore(chat);
  const launcher = useRef<HTMLButtonElement>(null);

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
          <ChatPanel id={PANEL_ID} chat={chat} onClose={close} />
        </Suspense>
      )}
    </>
  );
};
