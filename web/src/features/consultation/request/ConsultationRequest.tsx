import {
  CONSULTATION_NOTE_MAX_LENGTH,
  type ConsultationField,
  type ConsultationFormState,
  ConsultationRequestForm,
  type InteriorCity,
  consultationNoteCounter,
} from '@more/core';
import { type FormEvent, useEffect, useId, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { FormAlert } from '../../../shared/forms/FormAlert';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { TextAreaField } from '../../../shared/forms/TextAreaField';
import { TextField } from '../../../shared/forms/TextField';
import { useService } from '../../../shared/services';
import { useCustomer } from '../../../shared/use-customer';
import { useStore } from '../../../shared/use-store';
import { ChoiceGroups } from './ChoiceGroups';
import { ConsultationSent } from './ConsultationSent';
import styles from './ConsultationRequest.module.css';

export interface ConsultationRequestProps {
  /** The city page the section sits on; its location is chosen beforehand when the store serves it. */
  readonly city?: InteriorCity;
}

/** The section's anchor: login returns here (`/login?redirect=/desain-interior%23konsultasi`). */
export const CONSULTATION_ANCHOR = 'konsultasi';

/**
 * The interior-design consultation request (issue 22 point 5, document 2 §7
 * "Consultation"). Rendered on the server with the guest's form; in the
 * browser it takes back what the tab kept (a guest back from login finds
 * their text), loads the two lists once a customer is there, and is replaced
 * by the confirmation once the store took the request.
 */
export function ConsultationRequest({ city }: ConsultationRequestProps) {
  const form = useService(ConsultationRequestForm);
  const state = useStore(form);
  const customer = useCustomer();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  // Set when the shopper sends from this page: the confirmation then takes focus (not after a reload).
  const sentHere = useRef(false);

  // After hydration only: the server rendered the empty form, and the first client render must match it.
  useEffect(() => form.restore(), [form]);

  useEffect(() => {
    if (!customer) return;
    form.prefill(customer);
    form.loadChoices(city);
  }, [customer, city, form]);

  // Back from login (or a link to #konsultasi): the page's navigation scrolled to the top; bring the form into view.
  useEffect(() => {
    if (window.location.hash !== `#${CONSULTATION_ANCHOR}`) return;
    const frame = requestAnimationFrame(() => {
      sectionRef.current?.scrollIntoView({ block: 'start' });
      headingRef.current?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, []);

  return (
    <section id={CONSULTATION_ANCHOR} ref={sectionRef} className={styles.section} aria-labelledby={headingId} data-testid="consultation-request">
      <div className="stack-3">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.title}>
          Konsultasi Desain Interior
        </h2>
        <p className="page-lead">
          Ceritakan ruang yang ingin Anda tata. Konsultasi awal gratis: desainer kami menghubungi Anda lewat WhatsApp untuk menjadwalkan survei ke lokasi.
        </p>
      </div>
      {state.receipt ? (
        <ConsultationSent
          receipt={state.receipt}
          phone={state.draft.phone}
          sentHere={sentHere}
          onAnother={() => {
            sentHere.current = false;
            form.startAnother();
          }}
        />
      ) : (
        <RequestForm state={state} form={form} loggedIn={customer !== null} city={city} onSending={() => (sentHere.current = true)} />
      )}
    </section>
  );
}

interface RequestFormProps {
  readonly state: ConsultationFormState;
  readonly form: ConsultationRequestForm;
  readonly loggedIn: boolean;
  readonly city: InteriorCity | undefined;
  /** Before the request goes: the store's answer may replace the form before the call returns here. */
  readonly onSending: () => void;
}

const RequestForm = ({ state, form, loggedIn, city, onSending }: RequestFormProps) => {
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const [path] = useLocation();
  const search = useSearch();
  const { draft, errors, sending } = state;

  /** Focus to a field (a list's chosen or first choice), after the messages are on the screen. */
  const focusField = (field: ConsultationField) =>
    requestAnimationFrame(() => {
      const root = formRef.current;
      const target = root?.querySelector<HTMLElement>(`[name="${field}"]:checked`) ?? root?.querySelector<HTMLElement>(`[name="${field}"]`);
      target?.focus();
    });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSending();
    void form.submit({ loggedIn, returnPath: `${path}${search ? `?${search}` : ''}#${CONSULTATION_ANCHOR}` }).then((outcome) => {
      if (outcome.kind === 'invalid') focusField(outcome.field);
      else if (outcome.kind === 'refused') {
        if (outcome.field) focusField(outcome.field);
        else requestAnimationFrame(() => alertRef.current?.focus());
      }
    });
  };

  const text = (field: 'name' | 'phone' | 'email') => ({
    name: field,
    value: draft[field],
    error: errors[field],
    readOnly: sending,
    onChange: (event: { target: { value: string } }) => form.edit(field, event.target.value),
  });

  return (
    <form ref={formRef} className="stack-4" onSubmit={onSubmit} noValidate aria-busy={sending || undefined} data-testid="consultation-form">
      {state.alert && (
        <div ref={alertRef} tabIndex={-1} className={styles.alert}>
          <FormAlert tone="error" onDismiss={() => form.dismissAlert()}>
            {state.alert}
          </FormAlert>
        </div>
      )}
      <div className={styles.contact}>
        <TextField label="Nama lengkap" autoComplete="name" maxLength={120} {...text('name')} />
        <TextField
          label="Nomor WhatsApp"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint="Desainer kami menghubungi Anda di nomor ini, contoh 081234567890."
          {...text('phone')}
        />
        <TextField label="Email (opsional)" type="email" inputMode="email" autoComplete="email" {...text('email')} />
      </div>
      {loggedIn ? (
        <ChoiceGroups state={state} form={form} city={city} />
      ) : (
        <p className={styles.loginNote} data-testid="consultation-login-note">
          Jenis properti dan lokasi dipilih setelah Anda masuk ke akun MORE. Yang sudah Anda tulis di sini tetap tersimpan.
        </p>
      )}
      <TextAreaField
        label="Ceritakan kebutuhan Anda (opsional)"
        name="note"
        rows={4}
        value={draft.note}
        error={errors.note}
        counter={consultationNoteCounter(draft.note)}
        maxLength={CONSULTATION_NOTE_MAX_LENGTH + 200}
        readOnly={sending}
        placeholder="Contoh: rumah dua lantai, ingin ruang keluarga dan dapur bergaya japandi, pindahan bulan depan."
        onChange={(event) => form.edit('note', event.target.value)}
      />
      <div className={styles.actions}>
        <SubmitButton busy={sending}>{loggedIn ? 'Kirim Permintaan' : 'Masuk untuk Mengirim Permintaan'}</SubmitButton>
        <p className="muted-0">Data Anda hanya dipakai tim desain MORE untuk menghubungi Anda tentang permintaan ini.</p>
      </div>
    </form>
  );
};
