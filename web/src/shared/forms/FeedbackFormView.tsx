import { type FeedbackOutcome, type FieldErrors, PHOTOS_BUSY_TEXT, PHOTOS_FAILED_TEXT, type PhotoUploads } from '@more/core';
import { type Dispatch, type FormEvent, type ReactNode, type SetStateAction, useState } from 'react';
import { useStore } from '../use-store';
import { FormAlert } from './FormAlert';
import { PhotoUploadsField } from './PhotoUploads';
import { SubmitButton } from './SubmitButton';
import { TextAreaField } from './TextAreaField';
import { useFocusFirstInvalid } from './use-focus-first-invalid';
import { type SubmissionEnd, useSubmission } from './use-submission';

const PHOTO_BLOCKERS: ReadonlySet<string> = new Set([PHOTOS_BUSY_TEXT, PHOTOS_FAILED_TEXT]);

/** The form's text (the review, what happened): the last of the page's fields, counted, its message following what is typed. */
export interface FeedbackText {
  readonly name: string;
  readonly label: string;
  readonly placeholder: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** What the message beside it becomes as the shopper corrects the text (core's rule); none: it goes. */
  readonly recheck?: (value: string) => string | null;
  /** "12/1000", core's. */
  readonly counter: string;
  /** The rule's limit: the field takes some more, so a pasted text is cut by the shopper, not silently by the field. */
  readonly maxLength: number;
  readonly rows: number;
  readonly required?: boolean;
}

/** What the page's own fields need: the mistakes to show (and clear as the shopper corrects them), and the lock while sending. */
export interface FeedbackFields<F extends string> {
  readonly errors: FieldErrors<F>;
  readonly setErrors: Dispatch<SetStateAction<FieldErrors<F>>>;
  readonly busy: boolean;
}

interface Props<I, F extends string, Sent extends { readonly kind: 'sent' }> {
  /** Core's form (a review, a complaint): its photos, and the one send. */
  readonly form: { readonly photos: PhotoUploads; submit(input: I): Promise<FeedbackOutcome<F, Sent>> };
  /** What the shopper filled in, as the page holds it. */
  readonly input: I;
  /** Core's rules checked at once, before the lock, so the first field to correct can take the focus (core checks again). */
  readonly check?: (input: I, photos: PhotoUploads) => FieldErrors<F>;
  readonly onSent: (sent: Sent) => SubmissionEnd;
  readonly className: string | undefined;
  readonly label: string;
  readonly testId?: string;
  readonly photoLabel: string;
  /** Between the photos and the button: a note on what sending does. */
  readonly note?: ReactNode;
  readonly submitLabel: string;
  readonly actionsClassName: string | undefined;
  /** Beside the button: the way out without sending. */
  readonly cancel: ReactNode;
  readonly text: FeedbackText;
  /** The page's own fields, above the text. */
  readonly children: (fields: FeedbackFields<F>) => ReactNode;
}

/**
 * A feedback form with photos (the review and the complaint forms): the page's
 * own fields, the photos, core's mistakes beside their fields with the first
 * one focused, the server's refusal beside the fields it names and above the
 * button, everything typed and uploaded kept, and the button that sends once.
 */
export const FeedbackFormView = <I, F extends string, Sent extends { readonly kind: 'sent' }>({
  form,
  input,
  check,
  onSent,
  className,
  label,
  testId,
  photoLabel,
  note,
  submitLabel,
  actionsClassName,
  cancel,
  text,
  children,
}: Props<I, F, Sent>) => {
  const photos = form.photos;
  const photosView = useStore(photos);
  const submission = useSubmission();
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [alert, setAlert] = useState<string | null>(null);

  // A message about photos still uploading or failed follows them: it changes or goes as they do.
  const said = errors as FieldErrors<'text' | 'photos'>;
  const photosSaid = said.photos;
  const photoError = photosSaid !== undefined && PHOTO_BLOCKERS.has(photosSaid) ? (photosView.blocker ?? undefined) : photosSaid;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submission.busy) return;
    setAlert(null);
    const mistakes = check?.(input, photos) ?? {};
    if (Object.values(mistakes).some(Boolean)) {
      setErrors(mistakes);
      focusFirstInvalid();
      return;
    }
    void submission.run(async () => {
      const outcome = await form.submit(input);
      switch (outcome.kind) {
        case 'invalid':
          setErrors(outcome.errors);
          focusFirstInvalid();
          return 'stay';
        case 'failed':
          setErrors(outcome.errors);
          setAlert(outcome.message);
          if (Object.values(outcome.errors).some(Boolean)) focusFirstInvalid();
          return 'stay';
        case 'busy':
          return 'stay';
        default:
          return onSent(outcome);
      }
    });
  };

  return (
    <form ref={formRef} className={className} onSubmit={submit} noValidate aria-label={label} data-testid={testId}>
      {children({ errors, setErrors, busy: submission.busy })}
      <TextAreaField
        name={text.name}
        label={text.label}
        placeholder={text.placeholder}
        value={text.value}
        onChange={(event) => {
          text.onChange(event.target.value);
          if (said.text) setErrors((now) => ({ ...now, text: text.recheck?.(event.target.value) ?? undefined }));
        }}
        error={said.text}
        counter={text.counter}
        maxLength={text.maxLength + 200}
        required={text.required}
        rows={text.rows}
        readOnly={submission.busy}
      />
      <PhotoUploadsField uploads={photos} label={photoLabel} error={photoError} disabled={submission.busy} />
      {note}
      {alert && (
        <FormAlert tone="error" onDismiss={() => setAlert(null)}>
          {alert}
        </FormAlert>
      )}
      <div className={actionsClassName}>
        <SubmitButton busy={submission.busy}>{submitLabel}</SubmitButton>
        {cancel}
      </div>
    </form>
  );
};
