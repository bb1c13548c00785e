import type { OrderActionOutcome } from '@more/core';
import { useState } from 'react';
import { useSubmission } from '../../shared/forms/use-submission';

/**
 * What the cancel and complete dialogs do with an action's outcome: sent once
 * (never a double submit), done → `onDone` with core's message and the dialog
 * leaves; a press while another action of the order runs is ignored; any other
 * refusal is kept to be said in the dialog, what was typed staying.
 */
export const useOrderAction = (onDone: (message: string) => void) => {
  const submission = useSubmission();
  const [refusal, setRefusal] = useState<string | null>(null);
  const send = (action: () => Promise<OrderActionOutcome>) =>
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
