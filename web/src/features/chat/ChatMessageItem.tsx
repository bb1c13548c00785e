import type { ChatBoxMessage } from '@more/core';
import { MessageDelivery } from '../../shared/chat/MessageDelivery';
import styles from './Chat.module.css';

/**
 * One message of the inbox: who wrote it, the text and when; one on its way
 * says so, and one that failed says why with "Coba lagi" and "Hapus".
 */
export const ChatMessageItem = ({
  message,
  onRetry,
  onDiscard,
}: {
  readonly message: ChatBoxMessage;
  readonly onRetry: () => void;
  readonly onDiscard: () => void;
}) => {
  const mine = message.from === 'customer';
  return (
    <li className={`${styles.message} ${mine ? styles.mine : styles.theirs}`} data-testid="chat-message" data-delivery={message.delivery}>
      <p className={styles.sender}>{mine ? 'Anda' : message.senderName}</p>
      <p className={styles.text}>{message.text}</p>
      <MessageDelivery message={message} classes={styles} retryLabel="Coba lagi" onRetry={onRetry} onDiscard={onDiscard} />
    </li>
  );
};
