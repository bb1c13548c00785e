import type { ConsultationLocation, ConsultationReceipt, InteriorProject, InteriorProjectSummary, Page, PropertyType } from '@more/core';
import type { ImageWire } from '../catalogue/product.wire';
import type {
  ConsultationLocationsWire,
  ConsultationReceiptWire,
  InteriorProjectCardWire,
  InteriorProjectListWire,
  InteriorProjectWire,
  PropertyTypesWire,
} from './consultation.wire';

const toImage = (fallbackAlt: string) => (image: ImageWire) => ({ url: image.image_url, alt: image.alt_text?.trim() || fallbackAlt });

export const toInteriorProjectSummary = (wire: InteriorProjectCardWire): InteriorProjectSummary => ({
  id: wire.id,
  slug: wire.slug,
  title: wire.title,
  city: wire.category,
  cityName: wire.city,
  propertyType: wire.property_type,
  style: wire.style,
  cover: toImage(wire.title)(wire.cover),
});

export const toInteriorProjectPage = (wire: InteriorProjectListWire): Page<InteriorProjectSummary> => ({
  items: wire.data.map(toInteriorProjectSummary),
  page: wire.page,
  perPage: wire.per_page,
  total: wire.total,
  totalPages: wire.total_pages,
});

export const toInteriorProject = (wire: InteriorProjectWire): InteriorProject => ({
  ...toInteriorProjectSummary(wire),
  description: wire.description,
  areaSquareMetres: wire.area_m2,
  area: wire.area,
  images: wire.images.map(toImage(wire.title)),
  completedAt: Date.parse(wire.completed_at),
});

export const toPropertyTypes = (wire: PropertyTypesWire): PropertyType[] => wire.map(({ id, name }) => ({ id, name }));

export const toConsultationLocations = (wire: ConsultationLocationsWire): ConsultationLocation[] =>
  wire.map(({ id, name, city_id }) => ({ id, name, cityId: city_id }));

export const toConsultationReceipt = (wire: ConsultationReceiptWire): ConsultationReceipt => ({
  id: wire.id,
  code: wire.code,
  status: wire.status,
  createdAt: Date.parse(wire.created_at),
});
