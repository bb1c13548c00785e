import type { FieldErrors } from '../account/account-forms';
import type { StoreFailure } from '../shared/failure';
import { failureText } from '../shared/failure-text';

/**
 * A refused review or complaint, split for the form: the server's first
 * reason for each field (named as adapters give them, camelCase: `review`,
 * `fileIds`) beside the form's own field (`text`, `photos`), and its message
 * above the button unless it only repeats one of them. The account forms'
 * formRefusal does the same for fields named alike; this one maps the names,
 * and keeps the account forms' rules out of these pages' chunks.
 */
export const feedbackRefusal = <F extends string>(
  failure: StoreFailure,
  wireNames: Readonly<Record<F, string>>,
): { readonly errors: FieldErrors<F>; readonly message: string | null } => {
  const byField = failure.details.fieldErrors ?? {};
  const errors: FieldErrors<F> = {};
  for (const [field, wireName] of Object.entries(wireNames) as [F, string][]) {
    const reason = byField[wireName]?.find((message) => message.trim() !== '');
    if (reason) errors[field] = reason;
  }
  const message = failureText(failure);
  const repeated = Object.values<string | undefined>(errors).some((said) => said?.trim() === message.trim());
  return { errors, message: repeated ? null : message };
};
