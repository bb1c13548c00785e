import * as z from 'zod/mini';
import { imageWire } from '../catalogue/product.wire';
import { paged } from '../envelope';
import { id, text } from '../wire-fields';

/** The cities of /desain-interior/{city}: the list's `category`. */
export const interiorCategories = ['surabaya', 'gresik', 'sidoarjo'] as const;

/** A project as `GET more/interior/customer` lists it. */
export const interiorProjectCardWire = z.object({
  id: id(),
  slug: text(),
  title: text(),
  category: z.enum(interiorCategories),
  city: text(),
  property_type: text(),
  style: text(),
  cover: imageWire,
});
export type InteriorProjectCardWire = z.infer<typeof interiorProjectCardWire>;

/** `data` of `GET more/interior/customer`. */
export const interiorProjectListWire = paged(interiorProjectCardWire);
export type InteriorProjectListWire = z.infer<typeof interiorProjectListWire>;

/** `data` of `GET more/interior/customer/{id}`. */
export const interiorProjectWire = z.extend(interiorProjectCardWire, {
  description: z.string(),
  area_m2: z.number().check(z.minimum(0)),
  area: z.string(),
  images: z.array(imageWire),
  completed_at: z.iso.datetime({ offset: true }),
});
export type InteriorProjectWire = z.infer<typeof interiorProjectWire>;

/** `data` of `GET more/project/data/property`. */
export const propertyTypesWire = z.array(z.object({ id: id(), name: text() }));
export type PropertyTypesWire = z.infer<typeof propertyTypesWire>;

/** `data` of `GET more/project/data/location`; city_id as in the region data (4 digits). */
export const consultationLocationsWire = z.array(z.object({ id: id(), name: text(), city_id: z.string().check(z.regex(/^\d{4}$/)) }));
export type ConsultationLocationsWire = z.infer<typeof consultationLocationsWire>;

export const consultationStatuses = ['waiting', 'scheduled', 'done', 'cancelled'] as const;

/** `data` of `POST more/project`: the request as the store took it. */
export const consultationReceiptWire = z.object({
  id: id(),
  code: text(),
  status: z.enum(consultationStatuses),
  created_at: z.iso.datetime({ offset: true }),
});
export type ConsultationReceiptWire = z.infer<typeof consultationReceiptWire>;
