import { CHAT_INBOX_PATH, type ChatBox, headerBadgeText } from '@more/core';
import { Link } from 'wouter';
import { useCustomer } from '../../../shared/use-customer';
import { useStore } from '../../../shared/use-store';
import styles from './HeaderActions.module.css';
import { ChatIcon } from './icons';
import { useChatBox } from '../use-chat-box';

/**
 * A customer's chat with the store, with how many of its messages wait unread: the same ChatBox
 * as the floating widget, whose poll (core's schedule, only while the tab is visible) brings new
 * messages to both without a reload (issue 21, point 6). A guest has no chat (document 1 §6).
 */
export const ChatLink = () => {
  const customer = useCustomer();
  const chat = useChatBox();
  if (!customer) return null;
  return chat ? <CountedChatLink chat={chat} /> : <ChatLinkOf unreadCount={0} />;
};

const CountedChatLink = ({ chat }: { readonly chat: ChatBox }) => <ChatLinkOf unreadCount={useStore(chat).unreadCount} />;

const ChatLinkOf = ({ unreadCount }: { readonly unreadCount: number }) => {
  const badge = headerBadgeText(unreadCount);
  return (
    <Link data-testid="chat-link" href={CHAT_INBOX_PATH} className={styles.iconButton} aria-label={unreadCount > 0 ? `Chat, ${unreadCount} pesan belum dibaca` : 'Chat'}>
      <ChatIcon />
      {badge && (
        <span className={styles.badge} aria-hidden="true" data-testid="chat-link-badge">
          {badge}
        </span>
      )}
    </Link>
  );
};
