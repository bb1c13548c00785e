import { type ConsultationField, type ConsultationFormState, type ConsultationRequestForm, type InteriorCity } from '@more/core';
import { useId } from 'react';
import { FieldError } from '../../../shared/forms/FieldError';
import { Loadable } from '../../../shared/Loadable';
import styles from './ConsultationRequest.module.css';

interface Props {
  readonly state: ConsultationFormState;
  readonly form: ConsultationRequestForm;
  readonly city: InteriorCity | undefined;
}

/**
 * The property type and the location, chosen from the store's lists
 * (`GET more/project/data/property` and `.../location`, which need login):
 * a few choices each, so they stand as radio buttons a thumb can reach,
 * not a select to open.
 */
export const ChoiceGroups = ({ state, form, city }: Props) => {
  return (
    <Loadable
      state={state.choices}
      skeleton={<ChoicesSkeleton />}
      skeletonIsStatus
      failure="Pilihan jenis properti dan lokasi belum dapat ditampilkan."
      onRetry={() => form.loadChoices(city)}
      failureTestId="consultation-choices-failed"
    >
      {(choices) => (
        <>
          <Choices legend="Jenis properti" field="propertyTypeId" options={choices.propertyTypes} state={state} form={form} />
          <Choices legend="Lokasi properti" field="locationId" options={choices.locations} state={state} form={form} />
        </>
      )}
    </Loadable>
  );
};

const ChoicesSkeleton = () => (
  <div className="stack-4" role="status" aria-busy="true" aria-label="Memuat pilihan jenis properti dan lokasi" data-testid="consultation-choices-loading">
    {[6, 3].map((count, group) => (
      <div key={group} className="stack-2">
        <div className={`skel ${styles.skeletonLabel}`} />
        <div className={styles.chips}>
          {Array.from({ length: count }, (_, chip) => (
            <div key={chip} className={`skel ${styles.skeletonChip}`} />
          ))}
        </div>
      </div>
    ))}
  </div>
);

interface ChoicesProps {
  readonly legend: string;
  readonly field: Extract<ConsultationField, 'propertyTypeId' | 'locationId'>;
  readonly options: readonly { readonly id: number; readonly name: string }[];
  readonly state: ConsultationFormState;
  readonly form: ConsultationRequestForm;
}

const Choices = ({ legend, field, options, state, form }: ChoicesProps) => {
  const id = useId();
  const error = state.errors[field];
  const errorId = `${id}-error`;
  return (
    <fieldset className={styles.choices} aria-describedby={error ? errorId : undefined} data-testid={`consultation-${field}`}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.chips}>
        {options.map((option) => (
          <label key={option.id} className={styles.chip}>
            <input
              type="radio"
              name={field}
              value={String(option.id)}
              checked={state.draft[field] === String(option.id)}
              disabled={state.sending}
              aria-invalid={error ? true : undefined}
              onChange={() => form.edit(field, String(option.id))}
            />
            <span>{option.name}</span>
          </label>
        ))}
      </div>
      {error && <FieldError id={errorId} message={error} />}
    </fieldset>
  );
};
