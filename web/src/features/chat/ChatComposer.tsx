import { CHAT_MESSAGE_MAX_LENGTH, ChatBox, chatDraftProblem, formatThousands } from '@more/core';
import { type FormEvent, type KeyboardEvent, useRef, useState } from 'react';
import { TextAreaField } from '../../shared/forms/TextAreaField';
import { useService } from '../../shared/services';
import styles from './Chat.module.css';

const problemText = (problem: 'empty' | 'too-long', length: number): string =>
  problem === 'empty'
    ? 'Tulis pesan terlebih dahulu.'
    : `Pesan terlalu panjang: paling banyak ${formatThousands(CHAT_MESSAGE_MAX_LENGTH)} karakter (${formatThousands(length)} sekarang).`;

/**
 * Where the shopper writes: Enter sends (Shift+Enter starts a new line), the
 * message shows at once in the conversation and the box empties; an empty or
 * too long message is refused beside the box, which keeps what was typed and
 * takes the focus. A message that fails stays in the conversation with
 * "Coba lagi", so nothing typed is lost.
 */
export const ChatComposer = ({ ready }: { readonly ready: boolean }) => {
  const chat = useService(ChatBox);
  const [draft, setDraft] = useState('');
  const [shownProblem, setShownProblem] = useState<'empty' | 'too-long' | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const tooLong = chatDraftProblem(draft) === 'too-long';
  // Too long shows as it is typed; empty only once a send was refused for it, until something is written.
  const problem = tooLong ? 'too-long' : shownProblem === 'empty' && draft.trim() === '' ? 'empty' : null;

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    if (!ready) return;
    const refusal = chatDraftProblem(draft);
    if (refusal) {
      setShownProblem(refusal);
      field.current?.focus();
      return;
    }
    setShownProblem(null);
    void chat.send(draft);
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) send(event);
  };

  return (
    <form className={styles.composer} onSubmit={send} noValidate>
      <div className={styles.draft}>
        <TextAreaField
          ref={field}
          name="message"
          label="Tulis pesan"
          rows={2}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          error={problem ? problemText(problem, draft.trim().length) : undefined}
          counter={draft.length > CHAT_MESSAGE_MAX_LENGTH * 0.8 ? `${draft.trim().length}/${CHAT_MESSAGE_MAX_LENGTH}` : undefined}
        />
      </div>
      <button type="submit" className={styles.send} disabled={!ready}>
        Kirim
      </button>
    </form>
  );
};
