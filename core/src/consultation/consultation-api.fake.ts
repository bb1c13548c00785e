import type { Page } from '../catalogue/product';
import { StoreFailure } from '../shared/failure';
import type { ConsultationApi, InteriorProjectQuery } from './consultation-api.port';
import {
  type ConsultationLocation,
  type ConsultationReceipt,
  type ConsultationRequest,
  INTERIOR_PAGE_SIZE,
  type InteriorProject,
  type InteriorProjectSummary,
  type PropertyType,
} from './interior-project';

const summaryOf = ({ description: _d, areaSquareMetres: _m, area: _a, images: _i, completedAt: _c, ...summary }: InteriorProject): InteriorProjectSummary => summary;

/**
 * The consultation service in memory: projects filtered and paged like the
 * server, requests kept in `requests`. Records every call; `failing` makes a
 * call fail the way an adapter would.
 */
export class InMemoryConsultationApi implements ConsultationApi {
  readonly calls: { readonly call: keyof ConsultationApi; readonly argument: unknown }[] = [];
  readonly failing: Partial<Record<keyof ConsultationApi, Error>> = {};
  readonly requests: (ConsultationRequest & ConsultationReceipt)[] = [];

  constructor(
    public projectList: readonly InteriorProject[] = [],
    public propertyTypeList: readonly PropertyType[] = [],
    public locationList: readonly ConsultationLocation[] = [],
    private readonly now: () => number = () => Date.UTC(2026, 10, 21, 12, 0),
  ) {}

  projects(query: InteriorProjectQuery = {}): Promise<Page<InteriorProjectSummary>> {
    return this.answer('projects', query, () => {
      const page = query.page ?? 1;
      const perPage = query.perPage ?? INTERIOR_PAGE_SIZE;
      const matching = this.projectList.filter((project) => query.city === undefined || project.city === query.city);
      return {
        items: matching.slice((page - 1) * perPage, page * perPage).map(summaryOf),
        page,
        perPage,
        total: matching.length,
        totalPages: Math.ceil(matching.length / perPage),
      };
    });
  }

  project(idOrSlug: number | string): Promise<InteriorProject> {
    return this.answer('project', idOrSlug, () => {
      const found = this.projectList.find((project) => project.id === idOrSlug || project.slug === idOrSlug);
      if (!found) throw new StoreFailure('not-found', 'GET more/interior/customer/{id}', 'Proyek tidak ditemukan', { status: 404 });
      return found;
    });
  }

  propertyTypes(): Promise<readonly PropertyType[]> {
    return this.answer('propertyTypes', undefined, () => this.propertyTypeList);
  }

  locations(): Promise<readonly ConsultationLocation[]> {
    return this.answer('locations', undefined, () => this.locationList);
  }

  request(request: ConsultationRequest): Promise<ConsultationReceipt> {
    return this.answer('request', request, () => {
      const id = this.requests.length + 1;
      const receipt: ConsultationReceipt = { id, code: `KONS-${String(id).padStart(4, '0')}`, status: 'waiting', createdAt: this.now() };
      this.requests.push({ ...request, ...receipt });
      return receipt;
    });
  }

  private answer<T>(call: keyof ConsultationApi, argument: unknown, effect: () => T): Promise<T> {
    this.calls.push({ call, argument });
    const failure = this.failing[call];
    if (failure) return Promise.reject(failure);
    try {
      return Promise.resolve(effect());
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }
}
