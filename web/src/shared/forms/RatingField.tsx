/*
 * STAR RATING FIELD (1 to 5), for the review form and any other rating.
 *
 *   <RatingField name="rating" label="Rating" value={rating} onChange={setRating} error={errors.rating} />
 *
 * Five native radio buttons in a fieldset: Tab enters the group, the arrow keys move and choose
 * (as every radio group), a tap on a star chooses it (each star is a 44 px label). The radios carry
 * aria-invalid and the message when `error` is set, so useFocusFirstInvalid lands on the first star.
 * Each star is named "n dari 5 bintang"; the chosen one's word (RATING_WORDS) shows beside them.
 */
import { RATING_WORDS } from '@more/core';
import { type Ref, useId, useState } from 'react';
import styles from './Field.module.css';
import { FieldError } from './FieldError';
import own from './RatingField.module.css';

export interface RatingFieldProps {
  readonly name: string;
  readonly label: string;
  /** 1 to 5, or null before the shopper chose. */
  readonly value: number | null;
  readonly onChange: (rating: number) => void;
  readonly error?: string | undefined;
  readonly disabled?: boolean;
  /** The first star's radio (focus goes there on a refused submit). */
  readonly ref?: Ref<HTMLInputElement>;
}

const STARS = [1, 2, 3, 4, 5] as const;

export const RatingField = ({ ref, name, label, value, onChange, error, disabled = false }: RatingFieldProps) => {
  const id = useId();
  const errorId = `${id}-error`;
  const wordId = `${id}-word`;
  // The stars a pointer hovers light up before the choice, as on every star rating.
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  return (
    <fieldset className={own.group}>
      <legend className={styles.label}>{label}</legend>
      <div className={own.row}>
        <div className={own.stars} onPointerLeave={() => setHovered(null)}>
          {STARS.map((star) => {
            const inputId = `${id}-${star}`;
            return (
              <span key={star} className={own.star}>
                <input
                  ref={star === 1 ? ref : undefined}
                  id={inputId}
                  type="radio"
                  name={name}
                  value={star}
                  className={`visually-hidden ${own.input}`}
                  checked={value === star}
                  disabled={disabled}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                  onChange={() => onChange(star)}
                />
                <label htmlFor={inputId} className={`${own.label} ${star <= shown ? own.lit : ''}`} onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(star)}>
                  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z" strokeLinejoin="round" />
                  </svg>
                  <span className="visually-hidden">{`${star} dari 5 bintang`}</span>
                </label>
              </span>
            );
          })}
        </div>
        <span id={wordId} className={own.word} aria-hidden="true">
          {shown > 0 ? RATING_WORDS[shown - 1] : 'Pilih bintang'}
        </span>
      </div>
      {error && <FieldError id={errorId} message={error} />}
    </fieldset>
  );
};
