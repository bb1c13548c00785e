import type { FormEvent, ReactNode, RefObject } from 'react';
import { FormAlert } from '../../../shared/forms/FormAlert';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import styles from './ProfileSections.module.css';

/** What useForm gives a profile section's small form. */
interface SubformState {
  readonly formRef: RefObject<HTMLFormElement | null>;
  readonly busy: boolean;
  readonly alert: string | null;
  readonly dismissAlert: () => void;
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * A profile section's small form (a new email, a new number, the code sent to it): what it says
 * first, the refusal above its field, the field, then the button and "Batal".
 */
export const ProfileSubform = ({
  formRef,
  busy,
  alert,
  dismissAlert,
  onSubmit,
  label,
  lead,
  submitLabel,
  onCancel,
  after,
  children,
}: SubformState & {
  readonly label: string;
  readonly lead?: ReactNode;
  readonly submitLabel: string;
  readonly onCancel: () => void;
  readonly after?: ReactNode;
  readonly children: ReactNode;
}) => (
  <form ref={formRef} className="stack-3" onSubmit={onSubmit} noValidate aria-label={label}>
    {lead}
    {alert && (
      <FormAlert tone="error" onDismiss={dismissAlert}>
        <p>{alert}</p>
      </FormAlert>
    )}
    {children}
    <div className="row-3">
      <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
      <button type="button" className={styles.linkButton} onClick={onCancel}>
        Batal
      </button>
    </div>
    {after}
  </form>
);
