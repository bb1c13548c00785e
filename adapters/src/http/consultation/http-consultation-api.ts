import {
  type ConsultationApi,
  type ConsultationLocation,
  type ConsultationReceipt,
  type ConsultationRequest,
  INTERIOR_PAGE_SIZE,
  type InteriorProject,
  type InteriorProjectQuery,
  type InteriorProjectSummary,
  type Page,
  type PropertyType,
} from '@more/core';
import type { StoreApi } from '../store-api';
import {
  toConsultationLocations,
  toConsultationReceipt,
  toInteriorProject,
  toInteriorProjectPage,
  toPropertyTypes,
} from './consultation.mapper';
import { consultationLocationsWire, consultationReceiptWire, interiorProjectListWire, interiorProjectWire, propertyTypesWire } from './consultation.wire';
import type { ConsultationRequestBodyWire, InteriorProjectsQueryWire } from './consultation-request.wire';

/** The consultation calls of document 2 §7 over the store API (payloads: see ConsultationApi). */
export class HttpConsultationApi implements ConsultationApi {
  constructor(private readonly api: StoreApi) {}

  async projects(query: InteriorProjectQuery = {}): Promise<Page<InteriorProjectSummary>> {
    const wire = await this.api.call('GET more/interior/customer', interiorProjectListWire, {
      searchParams: { category: query.city, per_page: query.perPage ?? INTERIOR_PAGE_SIZE, page: query.page ?? 1 } satisfies InteriorProjectsQueryWire,
    });
    return toInteriorProjectPage(wire);
  }

  async project(idOrSlug: number | string): Promise<InteriorProject> {
    const wire = await this.api.call('GET more/interior/customer/{id}', interiorProjectWire, { params: { id: idOrSlug } });
    return toInteriorProject(wire);
  }

  async propertyTypes(): Promise<readonly PropertyType[]> {
    return toPropertyTypes(await this.api.call('GET more/project/data/property', propertyTypesWire));
  }

  async locations(): Promise<readonly ConsultationLocation[]> {
    return toConsultationLocations(await this.api.call('GET more/project/data/location', consultationLocationsWire));
  }

  async request(request: ConsultationRequest): Promise<ConsultationReceipt> {
    const wire = await this.api.call('POST more/project', consultationReceiptWire, {
      json: {
        name: request.name,
        phone: request.phone,
        ...(request.email ? { email: request.email } : {}),
        property_id: request.propertyTypeId,
        location_id: request.locationId,
        note: request.note,
      } satisfies ConsultationRequestBodyWire,
    });
    return toConsultationReceipt(wire);
  }
}
