import {
  COMPLAINT_TEXT_MAX_LENGTH,
  COMPLAIN_PATH,
  ComplaintForm,
  type ComplaintSubject,
  type SentComplaint,
  complaintTextCounter,
  complaintTextError,
} from '@more/core';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { FeedbackFormView } from '../../shared/forms/FeedbackFormView';
import { FieldError } from '../../shared/forms/FieldError';
import { useService } from '../../shared/services';
import styles from './Complaints.module.css';
import { storeDateTime } from '../../shared/dates/store-dates';

/**
 * The complaint form for one line: the reason (the templates, optional), what
 * happened (10 to 2000 characters, counted), the photos (several at once
 * through multi-upload, a retry alone), and "Kirim Komplain", sent once.
 * Once sent, the form gives way to what was sent and the way back to the list.
 */
export const ComplaintFormView = ({ subject }: { readonly subject: ComplaintSubject }) => {
  const form = useService(ComplaintForm);
  const [templateId, setTemplateId] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [sent, setSent] = useState<SentComplaint | null>(null);

  if (sent) return <ComplaintSent complaint={sent} />;

  const reasonErrorId = 'complaint-reason-error';
  return (
    <FeedbackFormView
      form={form}
      input={{ templateId, text }}
      onSent={(outcome) => {
        setSent(outcome.complaint);
        return 'stay';
      }}
      className="stack-5"
      label="Formulir komplain"
      photoLabel="Foto barang (opsional)"
      submitLabel="Kirim Komplain"
      actionsClassName={styles.actions}
      cancel={
        <Link href={COMPLAIN_PATH} className="text-link">
          Batal
        </Link>
      }
      text={{
        name: 'complain',
        label: 'Ceritakan masalahnya',
        placeholder: 'Contoh: kaki kursi patah dan ada goresan di sandaran saat paket dibuka.',
        value: text,
        onChange: setText,
        // The message follows the text once shown, so the shopper sees when it is enough.
        recheck: complaintTextError,
        counter: complaintTextCounter(text),
        maxLength: COMPLAINT_TEXT_MAX_LENGTH,
        rows: 5,
        required: true,
      }}
    >
      {({ errors, setErrors, busy }) => (
        <>
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
                      disabled={busy}
                    />
                    <span>{template.text}</span>
                  </label>
                ))}
              </div>
              {errors.reason && <FieldError id={reasonErrorId} message={errors.reason} />}
            </fieldset>
          )}
        </>
      )}
    </FeedbackFormView>
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
        Komplain Anda untuk {complaint.productName} terkirim pada {storeDateTime(complaint.createdAt)}. Tim kami akan meninjaunya dan menghubungi Anda dalam 2x24 jam.
      </p>
      <div className={styles.successActions}>
        <Link href={COMPLAIN_PATH} className="btn btn-link">
          Lihat Daftar Komplain
        </Link>
      </div>
    </div>
  );
};
