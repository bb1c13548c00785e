import { REVIEW_TEXT_MAX_LENGTH, ReviewForm, type ReviewSubject, type SentReview, reviewFormErrors, reviewTextCounter, withTemplate } from '@more/core';
import { useState } from 'react';
import { DialogDismiss } from '../../shared/Dialog';
import { FeedbackFormView } from '../../shared/forms/FeedbackFormView';
import { RatingField } from '../../shared/forms/RatingField';
import { ProductImage } from '../../shared/product/ProductImage';
import { useService } from '../../shared/services';
import styles from './Reviews.module.css';
import { datedText } from '../../shared/dates/store-dates';

/**
 * The review form for one product: the stars (required), the templates as
 * quick picks that fill or add to the text, the text (optional, counted), the
 * photos (one by one through review/upload), and "Kirim Ulasan", sent once.
 */
export const ReviewFormView = ({ subject, onSent }: { readonly subject: ReviewSubject; readonly onSent: (review: SentReview, message: string) => void }) => {
  const form = useService(ReviewForm);
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState('');
  const typed = text.toLowerCase();

  return (
    <FeedbackFormView
      form={form}
      input={{ rating, text }}
      check={(input, photos) => reviewFormErrors(input, photos.current)}
      onSent={(outcome) => {
        onSent(outcome.review, outcome.message);
        return 'leaving';
      }}
      className="stack-4"
      label={`Ulasan ${subject.product.name}`}
      testId="review-form"
      photoLabel="Foto produk (opsional)"
      note={<p className="muted-0">Jika Anda pernah mengulas produk ini, ulasan baru akan menggantikan ulasan sebelumnya.</p>}
      submitLabel="Kirim Ulasan"
      actionsClassName={styles.actions}
      cancel={<DialogDismiss className={styles.textButton}>Batal</DialogDismiss>}
      text={{
        name: 'review',
        label: 'Ulasan (opsional)',
        placeholder: 'Ceritakan kualitas, kenyamanan, dan pengiriman produk ini.',
        value: text,
        onChange: setText,
        counter: reviewTextCounter(text),
        maxLength: REVIEW_TEXT_MAX_LENGTH,
        rows: 4,
      }}
    >
      {({ errors, setErrors, busy }) => (
        <>
          <div className={styles.subject}>
            <ProductImage slot="thumb" image={subject.product.image} className="thumb" decorative />
            <div className="stack-1 min-0">
              <p className={styles.productName}>{subject.product.name}</p>
              <p className="muted-0">{datedText(subject.product.orderText)}</p>
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
                      disabled={busy}
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
        </>
      )}
    </FeedbackFormView>
  );
};
