import { type FieldErrors, hasFieldErrors } from '../account/account-forms';
import { formRefusal } from '../account/form-refusal';
import { StoreFailure } from '../shared/failure';
import { isIndonesianMobileNumber } from '../shared/phone-number';
import type { ConsultationLocation, ConsultationRequest, InteriorCity, PropertyType } from './interior-project';

/*
 * The consultation request's rules (issue 22 point 5). Document 2 §7 names
 * the call and its two lists but no form rules: these ask what the store
 * needs to call the shopper back (a name, a mobile number WhatsApp reaches,
 * the kind of property and where it is) and stay within what the server takes
 * (`POST more/project`: name 3 to 100 characters, email up to 100, note up to
 * 1000), so nothing the form lets through is refused for its length.
 */

export const CONSULTATION_NAME_MIN_LENGTH = 3;
export const CONSULTATION_NAME_MAX_LENGTH = 100;
export const CONSULTATION_EMAIL_MAX_LENGTH = 100;
export const CONSULTATION_NOTE_MAX_LENGTH = 1000;

/** The form's fields in the order they stand on the screen (the first with a message takes focus). */
export const consultationFields = ['name', 'phone', 'email', 'propertyTypeId', 'locationId', 'note'] as const;
export type ConsultationField = (typeof consultationFields)[number];

/** The fields a guest can fill in: the two lists come from more/, which needs login (document 2 §6). */
export const consultationTextFields = ['name', 'phone', 'email', 'note'] as const satisfies readonly ConsultationField[];

/** What the shopper typed, as typed: the two choices are the chosen id as text, '' while none is chosen. */
export type ConsultationDraft = Readonly<Record<ConsultationField, string>>;

export const emptyConsultationDraft: ConsultationDraft = { name: '', phone: '', email: '', propertyTypeId: '', locationId: '', note: '' };

export const consultationFormMessages = {
  nameRequired: 'Nama wajib diisi',
  nameTooShort: `Nama minimal ${CONSULTATION_NAME_MIN_LENGTH} huruf`,
  nameTooLong: `Nama maksimal ${CONSULTATION_NAME_MAX_LENGTH} karakter`,
  phoneRequired: 'Nomor WhatsApp wajib diisi',
  phoneInvalid: 'Masukkan nomor ponsel yang valid, contoh 081234567890',
  emailInvalid: 'Format email tidak valid, contoh nama@email.com',
  emailTooLong: `Email maksimal ${CONSULTATION_EMAIL_MAX_LENGTH} karakter`,
  propertyTypeRequired: 'Pilih jenis properti',
  locationRequired: 'Pilih lokasi properti',
  noteTooLong: `Catatan maksimal ${CONSULTATION_NOTE_MAX_LENGTH} karakter`,
} as const;

const m = consultationFormMessages;

/** Something before and after one '@', a dot in the domain, no spaces (the account forms' shape). */
const emailShape = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/**
 * Lengths as the server counts them (UTF-16 units of the trimmed text, as
 * Laravel's and zod's max do): counting otherwise would let through a text
 * the server refuses.
 */
const lengthOf = (text: string): number => text.trim().length;

/** The note's counter under the field: "12/1000". */
export const consultationNoteCounter = (note: string): string => `${lengthOf(note)}/${CONSULTATION_NOTE_MAX_LENGTH}`;

/** The two lists the form chooses from (`GET more/project/data/property` and `.../location`). */
export interface ConsultationChoices {
  readonly propertyTypes: readonly PropertyType[];
  readonly locations: readonly ConsultationLocation[];
}

const chosenFrom = (id: string, list: readonly { readonly id: number }[]): boolean => /^\d+$/.test(id) && list.some((entry) => entry.id === Number(id));

/** What is wrong with the fields a guest can fill in; `{}` when they may go on (to log in, then choose). */
export const consultationTextErrors = (draft: ConsultationDraft): FieldErrors<ConsultationField> => {
  const errors: FieldErrors<ConsultationField> = {};
  const name = lengthOf(draft.name);
  if (name === 0) errors.name = m.nameRequired;
  else if (name < CONSULTATION_NAME_MIN_LENGTH) errors.name = m.nameTooShort;
  else if (name > CONSULTATION_NAME_MAX_LENGTH) errors.name = m.nameTooLong;
  if (draft.phone.trim() === '') errors.phone = m.phoneRequired;
  else if (!isIndonesianMobileNumber(draft.phone)) errors.phone = m.phoneInvalid;
  const email = draft.email.trim();
  if (email !== '' && !emailShape.test(email)) errors.email = m.emailInvalid;
  else if (lengthOf(email) > CONSULTATION_EMAIL_MAX_LENGTH) errors.email = m.emailTooLong;
  if (lengthOf(draft.note) > CONSULTATION_NOTE_MAX_LENGTH) errors.note = m.noteTooLong;
  return errors;
};

/** Every mistake at once, the two choices checked against the lists they must come from. */
export const consultationFormErrors = (draft: ConsultationDraft, choices: ConsultationChoices): FieldErrors<ConsultationField> => {
  const errors = { ...consultationTextErrors(draft) };
  if (!chosenFrom(draft.propertyTypeId, choices.propertyTypes)) errors.propertyTypeId = m.propertyTypeRequired;
  if (!chosenFrom(draft.locationId, choices.locations)) errors.locationId = m.locationRequired;
  // Rebuilt in the screen's order, so "the first message" is the first field's.
  return Object.fromEntries(consultationFields.flatMap((field) => (errors[field] === undefined ? [] : [[field, errors[field]]])));
};

/** The first field with a message, in the screen's order: where focus goes. */
export const firstConsultationError = (errors: FieldErrors<ConsultationField>): ConsultationField | null =>
  consultationFields.find((field) => errors[field] !== undefined) ?? null;

export const consultationDraftIsValid = (draft: ConsultationDraft, choices: ConsultationChoices): boolean => !hasFieldErrors(consultationFormErrors(draft, choices));

/** The number without spaces, dots, dashes or brackets, as the server's check reads it (`0812-3456-7890` → `081234567890`). */
const compactPhone = (phone: string): string => phone.replace(/[\s.\-()]/g, '');

/** The request to send for a draft that passed `consultationFormErrors`. */
export const consultationRequestOf = (draft: ConsultationDraft): ConsultationRequest => {
  const email = draft.email.trim();
  return {
    name: draft.name.trim().replace(/\s+/g, ' '),
    phone: compactPhone(draft.phone),
    email: email === '' ? null : email,
    propertyTypeId: Number(draft.propertyTypeId),
    locationId: Number(draft.locationId),
    note: draft.note.trim(),
  };
};

/**
 * The location of a city page (/desain-interior/gresik), found by its name in
 * the list; null when the store does not list it, and the shopper chooses.
 */
export const locationOfCity = (city: InteriorCity, locations: readonly ConsultationLocation[]): ConsultationLocation | null =>
  locations.find((location) => location.name.trim().toLowerCase() === city) ?? null;

/** The wire's names of the request (as the adapters camel-case them) that the form calls otherwise. */
const SERVER_ALIASES: Readonly<Record<string, ConsultationField>> = { propertyId: 'propertyTypeId', property: 'propertyTypeId', location: 'locationId' };

/**
 * A refused request, split for the screen: the server's reasons beside the
 * fields they name (`property_id` beside the property type), its message
 * above the form unless a field already says it.
 */
export const consultationRefusal = (failure: StoreFailure) => {
  const fieldErrors = failure.details.fieldErrors ?? {};
  const renamed: Record<string, readonly string[]> = {};
  for (const [key, messages] of Object.entries(fieldErrors)) {
    const field = SERVER_ALIASES[key] ?? key;
    renamed[field] = [...(renamed[field] ?? []), ...messages];
  }
  return formRefusal(new StoreFailure(failure.kind, failure.call, failure.message, { ...failure.details, fieldErrors: renamed }), consultationFields);
};
