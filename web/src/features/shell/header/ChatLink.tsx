import { CHAT_INBOX_PATH, ChatBox, headerBadgeText } from '@more/core';
import { Link } from 'wouter';
import { useService } from '../../../shared/services';
import { useCustomer } from '../../../shared/use-customer';
import { useStore } from '../../../shared/use-store';
import styles from './HeaderActions.module.css';
import { ChatIcon } from './icons';

/**
 * A customer's chat with the store, with how many of its messages wait unread: the same ChatBox
 * as the floating widget, whose poll (core's schedule, only while the tab is visible) brings new
 * messages to both without a reload (issue 21, point 6). A guest has no chat (document 1 §6).
 */
export const ChatLink = () => {
  const customer = useCustomer();
  const chat = useService(ChatBox);
  const { unreadCount } = useStore(chat);
  if (!customer) return null;
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
