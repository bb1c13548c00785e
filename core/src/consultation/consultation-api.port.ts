import type { Page } from '../catalogue/product';
import { token } from '../shared/token';
import type { ConsultationLocation, ConsultationReceipt, ConsultationRequest, InteriorCity, InteriorProject, InteriorProjectSummary, PropertyType } from './interior-project';

/** Which projects to list: a city's or all of them; pages count from 1 (INTERIOR_PAGE_SIZE by default). */
export interface InteriorProjectQuery {
  readonly city?: InteriorCity;
  readonly page?: number;
  readonly perPage?: number;
}

/**
 * Interior-design consultation (document 2 §7, "Consultation"). Every call is
 * under more/ and needs a logged-in customer. The request's body is this
 * store's choice (document 2 shows none): JSON `{ name, phone, email?,
 * property_id, location_id, note? }`, ids from the two lists of form data.
 */
export interface ConsultationApi {
  /** `GET more/interior/customer` with query category (the city), per_page, page */
  projects(query?: InteriorProjectQuery): Promise<Page<InteriorProjectSummary>>;
  /** `GET more/interior/customer/{id}`: by id, or by the slug of the detail page's address. */
  project(idOrSlug: number | string): Promise<InteriorProject>;
  /** `GET more/project/data/property` */
  propertyTypes(): Promise<readonly PropertyType[]>;
  /** `GET more/project/data/location` */
  locations(): Promise<readonly ConsultationLocation[]>;
  /** `POST more/project` */
  request(request: ConsultationRequest): Promise<ConsultationReceipt>;
}

export const ConsultationApiToken = token<ConsultationApi>('ConsultationApi');
