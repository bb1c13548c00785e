import { ChatBox, headerBadgeText } from '@more/core';
import { Suspense, lazy, useRef } from 'react';
import { useService } from '../../shared/services';
import { useStore } from '../../shared/use-store';
import { CHAT_LABEL, ChatIcon } from './chat-launcher';
import { ChatPanelSkeleton } from './ChatPanelSkeleton';
import styles from './ChatWidget.module.css';

// The panel is code only a customer who opens it needs.
const ChatPanel = lazy(() => import('./ChatPanel'));

const PANEL_ID = 'chat-panel';

/** A customer's chat launcher: the unread count, and the chat with customer service it opens (a chunk only customers fetch). */
export default function CustomerChat() {
  const chat = useService(ChatBox);
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
        <span className={styles.text}>{CHAT_LABEL}</span>
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
}
