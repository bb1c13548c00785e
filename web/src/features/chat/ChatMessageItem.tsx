import { type ChatBoxMessage, failureText, formatStoreDateTime } from '@more/core';
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
      {message.delivery === 'sent' && (
        <time className={styles.time} dateTime={new Date(message.sentAt).toISOString()}>
          {formatStoreDateTime(message.sentAt)}
        </time>
      )}
      {message.delivery === 'sending' && <p className={styles.time}>Mengirim…</p>}
      {message.delivery === 'failed' && (
        <div className={styles.failed} role="alert">
          <p>Pesan gagal terkirim.{message.failure ? ` ${failureText(message.failure)}` : ''}</p>
          <div className={styles.failedActions}>
            <button type="button" className={styles.textButton} onClick={onRetry}>
              Coba lagi
            </button>
            <button type="button" className={styles.textButton} onClick={onDiscard}>
              Hapus
            </button>
          </div>
        </div>
      )}
    </li>
  );
};
