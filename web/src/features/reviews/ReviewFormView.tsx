import {
  type FieldErrors,
  PHOTOS_BUSY_TEXT,
  PHOTOS_FAILED_TEXT,
  REVIEW_TEXT_MAX_LENGTH,
  type ReviewField,
  ReviewForm,
  type ReviewSubject,
  type SentReview,
  reviewFormErrors,
  reviewTextCounter,
  withTemplate,
} from '@more/core';
import { type FormEvent, useState } from 'react';
import { DialogDismiss } from '../../shared/Dialog';
import { FormAlert } from '../../shared/forms/FormAlert';
import { PhotoUploadsField } from '../../shared/forms/PhotoUploads';
import { RatingField } from '../../shared/forms/RatingField';
import { SubmitButton } from '../../shared/forms/SubmitButton';
import { TextAreaField } from '../../shared/forms/TextAreaField';
import { useFocusFirstInvalid } from '../../shared/forms/use-focus-first-invalid';
import { useSubmission } from '../../shared/forms/use-submission';
import { ProductImage } from '../../shared/product/ProductImage';
import { useService } from '../../shared/services';
import { useStore } from '../../shared/use-store';
import styles from './Reviews.module.css';

const PHOTO_BLOCKERS: ReadonlySet<string> = new Set([PHOTOS_BUSY_TEXT, PHOTOS_FAILED_TEXT]);

/**
 * The review form for one product: the stars (required), the templates as
 * quick picks that fill or add to the text, the text (optional, counted), the
 * photos (one by one through review/upload), and "Kirim Ulasan", sent once.
 * Core's mistakes are said beside their fields, the first one focused; the
 * server's refusal beside the fields it names and above the button, with
 * everything chosen, typed and uploaded kept.
 */
export const ReviewFormView = ({ subject, onSent }: { readonly subject: ReviewSubject; readonly onSent: (review: SentReview, message: string) => void }) => {
  const form = useService(ReviewForm);
  const photos = form.photos;
  const photosView = useStore(photos);
  const submission = useSubmission();
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<FieldErrors<ReviewField>>({});
  const [alert, setAlert] = useState<string | null>(null);

  // A message about photos still uploading or failed follows them: it changes or goes as they do.
  const photoError = errors.photos !== undefined && PHOTO_BLOCKERS.has(errors.photos) ? (photosView.blocker ?? undefined) : errors.photos;
  const typed = text.toLowerCase();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submission.busy) return;
    setAlert(null);
    // Checked at once, outside the lock (as useForm does): the fields are not disabled yet, so the first one
    // to correct can take the focus. Core checks again before sending.
    const mistakes = reviewFormErrors({ rating, text }, photos.current);
    if (Object.values(mistakes).some(Boolean)) {
      setErrors(mistakes);
      focusFirstInvalid();
      return;
    }
    void submission.run(async () => {
      const outcome = await form.submit({ rating, text });
      switch (outcome.kind) {
        case 'sent':
          onSent(outcome.review, outcome.message);
          return 'leaving';
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
      }
    });
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-label={`Ulasan ${subject.product.name}`} data-testid="review-form">
      <div className={styles.subject}>
        <ProductImage image={subject.product.image} className={styles.subjectImage} decorative />
        <div className={styles.productText}>
          <p className={styles.productName}>{subject.product.name}</p>
          <p className={styles.muted}>{subject.product.orderText}</p>
        </div>
      </div>
      <RatingField
        name="rating"
        label="Rating produk"
        value={rating}
        onChange={(stars) => {
          setRating(stars);
          setErrors((now) => ({ ...now, rating: undefined }));
        }}
        error={errors.rating}
      />
      {subject.templates.length > 0 && (
        <fieldset className={styles.templates}>
          <legend className={styles.legend}>Kalimat cepat</legend>
          <div className={styles.chips}>
            {subject.templates.map((template) => {
              const used = typed.includes(template.text.trim().toLowerCase());
              return (
                <button
                  key={template.id}
                  type="button"
                  className={styles.chip}
                  data-used={used || undefined}
                  disabled={submission.busy}
                  onClick={() => {
                    setText((now) => withTemplate(now, template.text));
                    setErrors((now) => ({ ...now, text: undefined }));
                  }}
                >
                  {used && (
                    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                      <path d="M5 10.5l3.2 3.2L15 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
                    </svg>
                  )}
                  <span>{template.text}</span>
                  {used && <span className="visually-hidden"> (sudah ditambahkan)</span>}
                </button>
              );
            })}
          </div>
        </fieldset>
      )}
      <TextAreaField
        name="review"
        label="Ulasan (opsional)"
        placeholder="Ceritakan kualitas, kenyamanan, dan pengiriman produk ini."
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (errors.text) setErrors((now) => ({ ...now, text: undefined }));
        }}
        error={errors.text}
        counter={reviewTextCounter(text)}
        // Some room past the limit, so a pasted text is cut by the shopper, not silently by the field.
        maxLength={REVIEW_TEXT_MAX_LENGTH + 200}
        rows={4}
        readOnly={submission.busy}
      />
      <PhotoUploadsField uploads={photos} label="Foto produk (opsional)" error={photoError} disabled={submission.busy} />
      <p className={styles.muted}>Jika Anda pernah mengulas produk ini, ulasan baru akan menggantikan ulasan sebelumnya.</p>
      {alert && (
        <FormAlert tone="error" onDismiss={() => setAlert(null)}>
          {alert}
        </FormAlert>
      )}
      <div className={styles.actions}>
        <SubmitButton busy={submission.busy}>Kirim Ulasan</SubmitButton>
        <DialogDismiss className={styles.textButton}>Batal</DialogDismiss>
      </div>
    </form>
  );
};
