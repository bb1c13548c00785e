import {
  COMPLAINT_TEXT_MAX_LENGTH,
  PHOTOS_BUSY_TEXT,
  PHOTOS_FAILED_TEXT,
  COMPLAIN_PATH,
  type ComplaintField,
  ComplaintForm,
  type ComplaintSubject,
  type FieldErrors,
  type SentComplaint,
  complaintTextCounter,
  complaintTextError,
} from '@more/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { FieldError } from '../../shared/forms/FieldError';
import { FormAlert } from '../../shared/forms/FormAlert';
import { PhotoUploadsField } from '../../shared/forms/PhotoUploads';
import { SubmitButton } from '../../shared/forms/SubmitButton';
import { TextAreaField } from '../../shared/forms/TextAreaField';
import { useFocusFirstInvalid } from '../../shared/forms/use-focus-first-invalid';
import { useSubmission } from '../../shared/forms/use-submission';
import { useService } from '../../shared/services';
import { useStore } from '../../shared/use-store';
import styles from './Complaints.module.css';

const PHOTO_BLOCKERS: ReadonlySet<string> = new Set([PHOTOS_BUSY_TEXT, PHOTOS_FAILED_TEXT]);

/**
 * The complaint form for one line: the reason (the templates, optional), what
 * happened (10 to 2000 characters, counted), the photos (several at once
 * through multi-upload, a retry alone), and "Kirim Komplain", sent once.
 * Core's mistakes are said beside their fields, the first one focused; the
 * server's refusal beside the fields it names and above the button, with
 * everything typed and uploaded kept. Once sent, the form gives way to what
 * was sent and the way back to the list.
 */
export const ComplaintFormView = ({ subject }: { readonly subject: ComplaintSubject }) => {
  const form = useService(ComplaintForm);
  const photos = form.photos;
  const photosView = useStore(photos);
  const submission = useSubmission();
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [templateId, setTemplateId] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<FieldErrors<ComplaintField>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [sent, setSent] = useState<SentComplaint | null>(null);

  // A message about photos still uploading or failed follows them: it changes or goes as they do.
  const photoError = errors.photos !== undefined && PHOTO_BLOCKERS.has(errors.photos) ? (photosView.blocker ?? undefined) : errors.photos;

  if (sent) return <ComplaintSent complaint={sent} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    void submission.run(async () => {
      const outcome = await form.submit({ templateId, text });
      switch (outcome.kind) {
        case 'sent':
          setSent(outcome.complaint);
          return 'stay';
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

  const reasonErrorId = 'complaint-reason-error';
  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-label="Formulir komplain">
      {subject.templates.length > 0 && (
        <fieldset className={styles.reasons} aria-describedby={errors.reason ? reasonErrorId : undefined}>
          <legend className={styles.legend}>
            Alasan komplain <span className={styles.optional}>(opsional)</span>
          </legend>
          <div className={styles.chips}>
            {subject.templates.map((template, index) => (
              <label key={template.id} className={styles.chip}>
                <input
                  type="radio"
                  name="template_id"
                  value={template.id}
                  checked={templateId === template.id}
                  onChange={() => {
                    setTemplateId(template.id);
                    setErrors((now) => ({ ...now, reason: undefined }));
                  }}
                  aria-invalid={errors.reason && index === 0 ? true : undefined}
                  disabled={submission.busy}
                />
                <span>{template.text}</span>
              </label>
            ))}
          </div>
          {errors.reason && <FieldError id={reasonErrorId} message={errors.reason} />}
        </fieldset>
      )}
      <TextAreaField
        name="complain"
        label="Ceritakan masalahnya"
        placeholder="Contoh: kaki kursi patah dan ada goresan di sandaran saat paket dibuka."
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          // The message follows the text once shown, so the shopper sees when it is enough.
          if (errors.text) setErrors((now) => ({ ...now, text: complaintTextError(event.target.value) ?? undefined }));
        }}
        error={errors.text}
        counter={complaintTextCounter(text)}
        // Some room past the limit, so a pasted text is cut by the shopper, not silently by the field.
        maxLength={COMPLAINT_TEXT_MAX_LENGTH + 200}
        required
        rows={5}
        readOnly={submission.busy}
      />
      <PhotoUploadsField uploads={photos} label="Foto barang (opsional)" error={photoError} disabled={submission.busy} />
      {alert && (
        <FormAlert tone="error" onDismiss={() => setAlert(null)}>
          {alert}
        </FormAlert>
      )}
      <div className={styles.actions}>
        <SubmitButton busy={submission.busy}>Kirim Komplain</SubmitButton>
        <Link href={COMPLAIN_PATH} className={styles.textLink}>
          Batal
        </Link>
      </div>
    </form>
  );
};

/** What was sent, and the way back: the list now shows it with its date. */
const ComplaintSent = ({ complaint }: { readonly complaint: SentComplaint }) => {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: the news takes the focus, so a screen reader reads it and the keyboard goes on from it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.success} data-testid="complaint-sent">
      <h2 ref={heading} tabIndex={-1} className={styles.successTitle}>
        Komplain berhasil dikirim
      </h2>
      <p>
        Komplain Anda untuk {complaint.productName} terkirim pada {complaint.dateText}. Tim kami akan meninjaunya dan menghubungi Anda dalam 2x24 jam.
      </p>
      <div className={styles.successActions}>
        <Link href={COMPLAIN_PATH} className={styles.primaryLink}>
          Lihat Daftar Komplain
        </Link>
      </div>
    </div>
  );
};
