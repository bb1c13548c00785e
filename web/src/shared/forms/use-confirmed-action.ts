import { useState } from 'react';
import { useSubmission } from './use-submission';

/** What core answers to a confirmed action (cancel or complete an order, withdraw a claim): done, refused (busy: another is on its way), or failed. */
export type ConfirmedActionOutcome = { readonly kind: 'done'; readonly message: string } | { readonly kind: 'refused' | 'failed'; readonly reason?: string; readonly message: string };

/**
 * What a confirmation dialog does with its action's outcome: sent once (never
 * a double submit), done → `onDone` with core's message and the dialog
 * leaves; a press while another action runs is ignored; any other refusal is
 * kept to be said in the dialog, what was typed staying.
 */
export const useConfirmedAction = (onDone: (message: string) => void) => {
  const submission = useSubmission();
  const [refusal, setRefusal] = useState<string | null>(null);
  const send = (action: () => Promise<ConfirmedActionOutcome>) =>
    void submission.run(async () => {
      setRefusal(null);
      const outcome = await action();
      if (outcome.kind === 'done') {
        onDone(outcome.message);
        return 'leaving';
      }
      if (outcome.kind === 'refused' && outcome.reason === 'busy') return 'stay';
      setRefusal(outcome.message);
      return 'stay';
    });
  return { busy: submission.busy, refusal, send, clearRefusal: () => setRefusal(null) };
};
