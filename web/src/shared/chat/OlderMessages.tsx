import { type ChatConversation, failureText, hasOlderMessages } from '@more/core';

/**
 * Above a conversation with older messages: the button that loads them, and why they could not be
 * loaded. `retryLabel` names the button after a failure where the place says "try again" (the inbox).
 */
export const OlderMessages = ({
  conversation,
  onLoad,
  retryLabel,
  classes,
}: {
  readonly conversation: ChatConversation;
  readonly onLoad: () => void;
  readonly retryLabel?: string;
  readonly classes: { readonly older?: string | undefined; readonly olderFailure?: string | undefined; readonly textButton?: string | undefined };
}) => {
  if (!hasOlderMessages(conversation)) return null;
  const idleLabel = conversation.olderFailure && retryLabel ? retryLabel : 'Muat pesan sebelumnya';
  return (
    <div className={classes.older}>
      {conversation.olderFailure && (
        <p className={classes.olderFailure} role="alert">
          Pesan sebelumnya belum dapat dimuat. {failureText(conversation.olderFailure)}
        </p>
      )}
      <button type="button" className={classes.textButton} onClick={onLoad} disabled={conversation.loadingOlder}>
        {conversation.loadingOlder ? 'Memuat…' : idleLabel}
      </button>
    </div>
  );
};
