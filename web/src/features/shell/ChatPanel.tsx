import {
  CHAT_MESSAGE_MAX_LENGTH,
  type ChatBoxMessage,
  type ChatBox,
  type ChatConversation,
  chatDraftProblem,
  formatThousands,
} from '@more/core';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { MessageDelivery } from '../../shared/chat/MessageDelivery';
import { OlderMessages } from '../../shared/chat/OlderMessages';
import { Loadable } from '../../shared/Loadable';
import { useStore } from '../../shared/use-store';
import styles from './ChatPanel.module.css';
import { ChatBubblesSkeleton, ChatPanelHeading } from './ChatPanelSkeleton';

const Message = ({ message, chat }: { readonly message: ChatBoxMessage; readonly chat: ChatBox }) => {
  const mine = message.from === 'customer';
  return (
    <li className={`${styles.message} ${mine ? styles.mine : styles.theirs}`} data-testid="chat-message">
      {mine ? <span className="visually-hidden">Anda: </span> : <p className={styles.sender}>{message.senderName}</p>}
      <p className={styles.text}>{message.text}</p>
      <MessageDelivery
        message={message}
        classes={{ ...styles, failed: styles.failedDelivery }}
        retryLabel="Kirim Ulang"
        onRetry={() => void chat.resend(message.key)}
        onDiscard={() => chat.discard(message.key)}
      />
    </li>
  );
};

const Conversation = ({ conversation, chat }: { readonly conversation: ChatConversation; readonly chat: ChatBox }) => (
  <>
    <OlderMessages conversation={conversation} onLoad={() => void chat.loadOlder()} classes={styles} />
    <div role="log" aria-live="polite" aria-label="Percakapan">
      {conversation.messages.length === 0 ? (
        <p className={styles.empty}>Belum ada pesan. Tanyakan apa saja tentang produk, pengiriman, atau pesanan Anda.</p>
      ) : (
        <ol className={styles.messages}>
          {conversation.messages.map((message) => (
            <Message key={message.key} message={message} chat={chat} />
          ))}
        </ol>
      )}
    </div>
  </>
);

/**
 * The customer's chat with customer service, opened from the floating widget:
 * the newest messages, older ones on demand, and a box to write in. A
 * non-modal dialog: Escape closes it and focus goes back to the widget.
 */
const ChatPanel = ({ id, chat, onClose }: { readonly id: string; readonly chat: ChatBox; readonly onClose: () => void }) => {
  const { conversation } = useStore(chat);
  const [draft, setDraft] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const ready = conversation.status === 'ready';
  const newestKey = ready ? conversation.value.messages.at(-1)?.key : undefined;
  const problem = chatDraftProblem(draft);

  useEffect(() => {
    input.current?.focus();
  }, []);

  // The newest message in view, as a chat opens: on arrival, and after sending.
  useEffect(() => {
    const body = scroller.current;
    if (body && newestKey !== undefined) body.scrollTop = body.scrollHeight;
  }, [newestKey]);

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    if (!ready || problem) return;
    void chat.send(draft);
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  const onDraftKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, as in every chat; Shift+Enter starts a new line.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) send(event);
  };

  return (
    <section id={id} className={styles.panel} role="dialog" aria-labelledby="chat-panel-title" aria-describedby="chat-panel-hours" onKeyDown={onKeyDown} data-testid="chat-panel">
      <ChatPanelHeading onClose={onClose} />
      <div className={styles.body} ref={scroller}>
        <Loadable state={conversation} skeleton={<ChatBubblesSkeleton />} failure="Percakapan belum dapat ditampilkan." onRetry={() => void chat.reload()}>
          {(value) => <Conversation conversation={value} chat={chat} />}
        </Loadable>
      </div>
      <form className={styles.composer} onSubmit={send}>
        <label htmlFor="chat-draft" className="visually-hidden">
          Tulis pesan
        </label>
        <textarea
          id="chat-draft"
          ref={input}
          className={styles.draft}
          rows={1}
          value={draft}
          placeholder="Tulis pesan…"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onDraftKeyDown}
          aria-invalid={problem === 'too-long' || undefined}
          aria-describedby={problem === 'too-long' ? 'chat-draft-problem' : undefined}
        />
        <button type="submit" className={styles.send} disabled={!ready || problem !== null} aria-label="Kirim pesan">
          <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
            <path d="M4 12l16-8-6 16-2.5-6.5z" />
          </svg>
        </button>
      </form>
      {problem === 'too-long' && (
        <p id="chat-draft-problem" className={styles.draftProblem}>
          Pesan terlalu panjang: paling banyak {formatThousands(CHAT_MESSAGE_MAX_LENGTH)} karakter ({formatThousands(draft.trim().length)} sekarang).
        </p>
      )}
    </section>
  );
};

export default ChatPanel;
