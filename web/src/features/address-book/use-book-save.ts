import { type FieldProblems, type SaveOutcome, bookRefusal } from '@more/core';
import { useCallback, useState } from 'react';
import { useFocusFirstInvalid } from '../../shared/forms/use-focus-first-invalid';
import { useSubmission } from '../../shared/forms/use-submission';

/**
 * What the three books' forms share: the store's messages beside the fields,
 * then the server's (beside the field it names, or above the form), focus on
 * the first field to correct, one save at a time, and what was typed left as
 * it was (the fields are the form's own state; nothing here resets them).
 */
export const useBookSave = <T, F extends string>(fields: readonly F[]) => {
  const [problems, setProblems] = useState<FieldProblems<F>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const { busy, run } = useSubmission();
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  const save = (send: () => Promise<SaveOutcome<T, F>>, onSaved: (entry: T) => void) =>
    void run(async () => {
      setFailure(null);
      const outcome = await send();
      if (outcome.kind === 'saved') {
        setProblems({});
        onSaved(outcome.entry);
        // The form closes or empties: nothing to unlock.
        return 'stay';
      }
      if (outcome.kind === 'invalid') setProblems(outcome.problems);
      else {
        const refusal = bookRefusal(outcome.failure, fields);
        setProblems(refusal.problems);
        setFailure(refusal.message);
      }
      focusFirstInvalid();
      return 'stay';
    });

  /** The shopper corrects a field: its message goes. */
  const corrected = useCallback((field: F) => setProblems((before) => (before[field] === undefined ? before : { ...before, [field]: undefined })), []);

  return { problems, failure, busy, formRef, save, corrected };
};
