import { type ChatBoxMessage, failureText } from '@more/core';
import { storeDateTime } from '../dates/store-dates';

/** The class names of the place that shows it (the inbox page's, the floating panel's). */
export interface MessageDeliveryClasses {
  readonly time?: string | undefined;
  readonly failed?: string | undefined;
  readonly failedActions?: string | undefined;
  readonly textButton?: string | undefined;
}

/** Where a chat message stands under its text: when it was sent, "Mengirim…", or why it failed with a retry and "Hapus". */
export const MessageDelivery = ({
  message,
  classes,
  retryLabel,
  onRetry,
  onDiscard,
}: {
  readonly message: ChatBoxMessage;
  readonly classes: MessageDeliveryClasses;
  readonly retryLabel: string;
  readonly onRetry: () => void;
  readonly onDiscard: () => void;
}) => {
  switch (message.delivery) {
    case 'sent':
      return (
        <time className={classes.time} dateTime={new Date(message.sentAt).toISOString()}>
          {storeDateTime(message.sentAt)}
        </time>
      );
    case 'sending':
      return <p className={classes.time}>Mengirim…</p>;
    case 'failed':
      return (
        <div className={classes.failed} role="alert">
          <p>Pesan gagal terkirim.{message.failure ? ` ${failureText(message.failure)}` : ''}</p>
          <div className={classes.failedActions}>
            <button type="button" className={classes.textButton} onClick={onRetry}>
              {retryLabel}
            </button>
            <button type="button" className={classes.textButton} onClick={onDiscard}>
              Hapus
            </button>
          </div>
        </div>
      );
  }
};
