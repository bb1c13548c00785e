import { type FieldErrors, type FormOutcome, type StoreFailure, formRefusal, hasFieldErrors } from '@more/core';
import { type ChangeEvent, type FormEvent, useCallback, useState } from 'react';
import { useFocusFirstInvalid } from './use-focus-first-invalid';
import { type SubmissionEnd, useSubmission } from './use-submission';

export interface FormOptions<F extends string> {
  readonly initial: Readonly<Record<F, string>>;
  /** Core's rules for this form: every mistake at once, before anything is sent. */
  readonly validate: (values: Readonly<Record<F, string>>) => FieldErrors<F>;
  /** The use case's call; it answers an outcome and never rejects. */
  readonly send: (values: Readonly<Record<F, string>>) => Promise<FormOutcome>;
  /** What happens once the call succeeded: 'leaving' keeps the form locked while the page goes. */
  readonly onSuccess: (values: Readonly<Record<F, string>>) => SubmissionEnd;
  /** A refusal the page handles itself (a reset link found used up); true when handled. */
  readonly onRefused?: (failure: StoreFailure) => boolean;
}

/**
 * The state every form of the store shares (the doors, the profile, the
 * checkout's address): values, a message per field (the
 * store's first, then the server's), the message above the form, one
 * submission at a time, and focus on the first field to correct.
 */
export const useForm = <F extends string>(options: FormOptions<F>) => {
  const { initial, validate, send, onSuccess, onRefused } = options;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const { busy, run } = useSubmission();
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  const field = (name: F) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.target.value;
      setValues((now) => ({ ...now, [name]: value }));
      // The message goes once the shopper starts correcting the field.
      setErrors((now) => (now[name] === undefined ? now : { ...now, [name]: undefined }));
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    // Checked at once, outside the lock: correcting a field and sending again is never held up.
    const mistakes = validate(values);
    setErrors(mistakes);
    setAlert(null);
    if (hasFieldErrors(mistakes)) {
      focusFirstInvalid();
      return;
    }
    void run(async () => {
      const outcome = await send(values);
      if (outcome.ok) return onSuccess(values);
      if (onRefused?.(outcome.failure)) return 'stay';
      const refusal = formRefusal(outcome.failure, Object.keys(initial) as F[]);
      setErrors(refusal.fieldErrors);
      setAlert(refusal.message);
      if (hasFieldErrors(refusal.fieldErrors)) focusFirstInvalid();
      return 'stay';
    });
  };

  const dismissAlert = useCallback(() => setAlert(null), []);

  return { formRef, field, values, busy, alert, dismissAlert, onSubmit };
};
