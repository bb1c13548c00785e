import {
  CONSULTATION_EMAIL_MAX_LENGTH,
  CONSULTATION_NAME_MAX_LENGTH,
  CONSULTATION_NAME_MIN_LENGTH,
  CONSULTATION_NOTE_MAX_LENGTH,
  interiorCities,
} from '@more/core';
import * as z from 'zod/mini';
import { id, text } from '../wire-fields';

/**
 * What the consultation calls send. `GET more/interior/customer/{id}` sends
 * only its path, and declares no shape for it: a project's id or its slug.
 */

/** The query of `GET more/interior/customer`: the page and its size always; the city (`category`) only for one city's projects. */
export const interiorProjectsQueryWire = z.strictObject({
  category: z.optional(z.enum(interiorCities)),
  per_page: id(),
  page: id(),
});
export type InteriorProjectsQueryWire = z.input<typeof interiorProjectsQueryWire>;

/**
 * The body of `POST more/project` (consultationRequestOf): the texts trimmed,
 * within the form's lengths; the email left out when the shopper gave none;
 * the property type and location by the ids of the two lists of form data.
 */
export const consultationRequestBodyWire = z.strictObject({
  name: z.string().check(z.minLength(CONSULTATION_NAME_MIN_LENGTH), z.maxLength(CONSULTATION_NAME_MAX_LENGTH)),
  phone: text(),
  email: z.optional(text().check(z.maxLength(CONSULTATION_EMAIL_MAX_LENGTH))),
  property_id: id(),
  location_id: id(),
  /** May be empty. */
  note: z.string().check(z.maxLength(CONSULTATION_NOTE_MAX_LENGTH)),
});
export type ConsultationRequestBodyWire = z.input<typeof consultationRequestBodyWire>;
