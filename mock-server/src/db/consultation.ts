import { Collection } from '@msw/data';
import { z } from 'zod';

export const interiorCities = ['surabaya', 'gresik', 'sidoarjo'] as const;

/** A finished interior-design project of the portfolio (/desain-interior). */
export const interiorProjectRecord = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  city: z.enum(interiorCities),
  propertyTypeId: z.number().int(),
  style: z.string(),
  /** The neighbourhood, e.g. "Citraland, Surabaya Barat". */
  area: z.string(),
  areaSquareMetres: z.number().int().min(1),
  description: z.string(),
  /** The rooms its gallery shows, one picture each. */
  rooms: z.array(z.string()),
  /** Unix seconds. */
  completedAt: z.number().int(),
});
export type InteriorProjectRecord = z.infer<typeof interiorProjectRecord>;

/** A choice of the request form: a kind of property. */
export const propertyTypeRecord = z.object({ id: z.number().int(), name: z.string() });
export type PropertyTypeRecord = z.infer<typeof propertyTypeRecord>;

/** A choice of the request form: a city the service comes to, with its id in the region data. */
export const consultationLocationRecord = z.object({ id: z.number().int(), name: z.string(), cityId: z.string() });
export type ConsultationLocationRecord = z.infer<typeof consultationLocationRecord>;

/** A customer's request for a consultation (POST more/project). */
export const consultationRequestRecord = z.object({
  id: z.number().int(),
  code: z.string(),
  customerId: z.number().int(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  propertyTypeId: z.number().int(),
  locationId: z.number().int(),
  note: z.string(),
  status: z.enum(['waiting', 'scheduled', 'done', 'cancelled']),
  createdAt: z.number().int(),
});
export type ConsultationRequestRecord = z.infer<typeof consultationRequestRecord>;

/** Collections of the consultation area. */
export const createConsultationCollections = () => ({
  interiorProjects: new Collection({ schema: interiorProjectRecord }),
  projectPropertyTypes: new Collection({ schema: propertyTypeRecord }),
  consultationLocations: new Collection({ schema: consultationLocationRecord }),
  consultationRequests: new Collection({ schema: consultationRequestRecord }),
});
