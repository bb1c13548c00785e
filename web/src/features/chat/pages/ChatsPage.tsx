import { ChatBox, type ChatConversation, hasOlderMessages } from '@more/core';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { OlderMessages } from '../../../shared/chat/OlderMessages';
import { Loadable } from '../../../shared/Loadable';
import type { PageProps } from '../../../shared/route-contract';
import { useService } from '../../../shared/services';
import { useStore } from '../../../shared/use-store';
import shared from '../../../styles/shared.module.css';
import styles from '../Chat.module.css';
import { ChatComposer } from '../ChatComposer';
import { ChatMessageItem } from '../ChatMessageItem';

/** How close to the top (px) the shopper scrolls before older messages load. */
const NEAR_TOP = 80;
/** How close to the bottom counts as "reading the newest": a new message then scrolls into view. */
const NEAR_BOTTOM = 120;

const BubblesSkeleton = () => (
  <div className={styles.skeleton} aria-hidden="true">
    {[0, 1, 2].map((i) => (
      <span key={i} className={`${styles.bubbleSkeleton} ${i === 1 ? styles.mineSkeleton : ''}`} />
    ))}
  </div>
);

const Conversation = ({ conversation, chat }: { readonly conversation: ChatConversation; readonly chat: ChatBox }) => {
  const scroller = useRef<HTMLDivElement>(null);
  // Distance from the bottom before older messages were put in front: kept, so what the shopper reads stays put.
  const fromBottom = useRef<number | null>(null);
  const firstKey = conversation.messages[0]?.key;
  const lastKey = conversation.messages.at(-1)?.key;
  const lastIsMine = conversation.messages.at(-1)?.from === 'customer';
  const wasNearBottom = useRef(true);

  const loadOlder = () => {
    const body = scroller.current;
    if (!body || conversation.loadingOlder || !hasOlderMessages(conversation)) return;
    fromBottom.current = body.scrollHeight - body.scrollTop;
    void chat.loadOlder();
  };

  // Older messages arrived in front: the same message stays under the shopper's eyes.
  useLayoutEffect(() => {
    const body = scroller.current;
    if (body && fromBottom.current !== null) body.scrollTop = body.scrollHeight - fromBottom.current;
    fromBottom.current = null;
  }, [firstKey]);

  // A new message at the end: into view if the shopper wrote it or was reading the newest.
  useLayoutEffect(() => {
    const body = scroller.current;
    if (body && (lastIsMine || wasNearBottom.current)) body.scrollTop = body.scrollHeight;
  }, [lastKey, lastIsMine]);

  const onScroll = () => {
    const body = scroller.current;
    if (!body) return;
    wasNearBottom.current = body.scrollHeight - body.scrollTop - body.clientHeight < NEAR_BOTTOM;
    if (body.scrollTop < NEAR_TOP) loadOlder();
  };

  return (
    // Focusable, so the keyboard scrolls it too (arrow keys, Page Up reaching older messages).
    <div className={styles.scroller} ref={scroller} onScroll={onScroll} tabIndex={0} role="region" aria-label="Riwayat percakapan" data-testid="chat-scroller">
      <OlderMessages conversation={conversation} onLoad={loadOlder} retryLabel="Coba Lagi" classes={styles} />
      <div role="log" aria-live="polite" aria-label="Percakapan dengan MORE" data-testid="chat-log">
        {conversation.messages.length === 0 ? (
          <p className={styles.empty}>Belum ada pesan. Tanyakan apa saja tentang produk, pengiriman, atau pesanan Anda.</p>
        ) : (
          <ol className={styles.messages}>
            {conversation.messages.map((message) => (
              <ChatMessageItem key={message.key} message={message} onRetry={() => void chat.resend(message.key)} onDiscard={() => chat.discard(message.key)} />
            ))}
          </ol>
        )}
      </div>
    </div>
  );
};

/**
 * `/profile/chats` (document 1 §2 "chats"; document 2 §7 "Chat"): the
 * customer's conversation with the store, the newest at the bottom and older
 * pages as the shopper scrolls up (the reading position kept). What the store
 * wrote is marked read while the page shows it; a sent message shows at once
 * and, if it fails, stays marked with "Coba lagi". Replies arrive without a
 * reload: core asks for the unread count on its schedule (the frame's
 * ChatBox, which the floating widget shares).
 */
export default function ChatsPage(_props: PageProps) {
  const chat = useService(ChatBox);
  const { conversation } = useStore(chat);

  useEffect(() => {
    void chat.showInbox();
    return () => chat.leaveInbox();
  }, [chat]);

  return (
    <div className={shared.accountPage}>
      <header>
        <h1 className={shared.pageTitle}>Chat</h1>
        <p className={shared.pageLead}>Tanyakan produk, pengiriman, atau pesanan Anda kepada tim MORE. Customer service kami membalas setiap hari, 09.00 - 21.00 WIB.</p>
      </header>
      <section className={styles.box} aria-label="Chat dengan MORE">
        <Loadable
          state={conversation}
          skeleton={<BubblesSkeleton />}
          busyLabel="Memuat percakapan"
          failure="Percakapan belum dapat ditampilkan."
          onRetry={() => void chat.reload()}
          failureClassName={styles.failure}
          testId="chat"
        >
          {(value) => <Conversation conversation={value} chat={chat} />}
        </Loadable>
        <ChatComposer ready={conversation.status === 'ready'} />
      </section>
    </div>
  );
}
