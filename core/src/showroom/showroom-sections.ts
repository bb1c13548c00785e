import { BehaviorSubject, type Observable } from 'rxjs';
import type { Page, ProductSummary } from '../catalogue/product';
import { type StoreFailure, toStoreFailure } from '../shared/failure';
import { type Loadable, failed, idle, loading, ready } from '../shared/loadable';
import { ServerCopyUseCase } from '../shared/server-copy';
import type {
  Exhibition,
  ShowroomActivity,
  ShowroomCatalogue,
  ShowroomMap,
  ShowroomNotice,
  ShowroomPartner,
  ShowroomVideo,
} from './showroom';
import type { ShowroomApi } from './showroom-api.port';

/**
 * One section of /moreverse read from the server: loaded once (the server's
 * render, then the browser's hydration reads the same answer), a failure kept
 * as a state with its retry, so one failing section leaves the others whole.
 */
export abstract class ShowroomSection<T> extends ServerCopyUseCase<T> {}

/** `GET moreverse/map`. */
export class ShowroomMapSection extends ShowroomSection<ShowroomMap> {
  protected readonly call = 'GET moreverse/map';
  constructor(private readonly api: Pick<ShowroomApi, 'map'>) {
    super();
  }
  protected fetch(): Promise<ShowroomMap> {
    return this.api.map();
  }
}

/** `GET moreverse/mitra`. */
export class ShowroomPartners extends ShowroomSection<readonly ShowroomPartner[]> {
  protected readonly call = 'GET moreverse/mitra';
  constructor(private readonly api: Pick<ShowroomApi, 'partners'>) {
    super();
  }
  protected fetch(): Promise<readonly ShowroomPartner[]> {
    return this.api.partners();
  }
}

/** `GET moreverse/catalogue`. */
export class ShowroomCatalogues extends ShowroomSection<readonly ShowroomCatalogue[]> {
  protected readonly call = 'GET moreverse/catalogue';
  constructor(private readonly api: Pick<ShowroomApi, 'catalogues'>) {
    super();
  }
  protected fetch(): Promise<readonly ShowroomCatalogue[]> {
    return this.api.catalogues();
  }
}

/** `GET moreverse/video`. */
export class ShowroomVideos extends ShowroomSection<readonly ShowroomVideo[]> {
  protected readonly call = 'GET moreverse/video';
  constructor(private readonly api: Pick<ShowroomApi, 'videos'>) {
    super();
  }
  protected fetch(): Promise<readonly ShowroomVideo[]> {
    return this.api.videos();
  }
}

/** `GET moreverse/activities`. */
export class ShowroomActivities extends ShowroomSection<readonly ShowroomActivity[]> {
  protected readonly call = 'GET moreverse/activities';
  constructor(private readonly api: Pick<ShowroomApi, 'activities'>) {
    super();
  }
  protected fetch(): Promise<readonly ShowroomActivity[]> {
    return this.api.activities();
  }
}

/** `GET moreverse/notif`: newest first, whatever order the server sends. */
export class ShowroomNotices extends ShowroomSection<readonly ShowroomNotice[]> {
  protected readonly call = 'GET moreverse/notif';
  constructor(private readonly api: Pick<ShowroomApi, 'notices'>) {
    super();
  }
  protected async fetch(): Promise<readonly ShowroomNotice[]> {
    return [...(await this.api.notices())].sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
  }
}

/**
 * One exhibition's page (`/moreverse/pameran/{id}`, `GET moreverse/exhibition/{id}`):
 * a newer id replaces an older one still on its way.
 */
export class ExhibitionReader {
  private readonly state = new BehaviorSubject<Loadable<Exhibition>>(idle);
  readonly state$: Observable<Loadable<Exhibition>> = this.state.asObservable();
  private id: number | null = null;
  private pending: Promise<void> | null = null;

  constructor(private readonly api: Pick<ShowroomApi, 'exhibition'>) {}

  get current(): Loadable<Exhibition> {
    return this.state.getValue();
  }

  ensureOpen(id: number): Promise<void> {
    const { status } = this.state.getValue();
    if (id === this.id && status === 'ready') return Promise.resolve();
    if (id === this.id && status === 'loading' && this.pending) return this.pending;
    return this.open(id);
  }

  retry(): Promise<void> {
    return this.id === null ? Promise.resolve() : this.open(this.id);
  }

  private open(id: number): Promise<void> {
    this.id = id;
    this.state.next(loading);
    const pending = this.api.exhibition(id).then(
      (exhibition) => {
        if (this.pending === pending) this.state.next(ready(exhibition));
      },
      (error: unknown) => {
        if (this.pending === pending) this.state.next(failed(toStoreFailure(error, 'GET moreverse/exhibition/{id}')));
      },
    );
    this.pending = pending;
    return pending;
  }
}

/** A partner's products as the shopper has them open: the pages read so far, and whether more remain. */
export interface PartnerProductsState {
  readonly partnerId: number | null;
  readonly items: readonly ProductSummary[];
  readonly total: number;
  /** The last page read (0 before the first). */
  readonly page: number;
  readonly hasMore: boolean;
  /** loading the first page, loading more, failed (the first page or more), or settled. */
  readonly status: 'idle' | 'loading' | 'loading-more' | 'failed' | 'ready';
  readonly failure: StoreFailure | null;
}

const closedProducts: PartnerProductsState = { partnerId: null, items: [], total: 0, page: 0, hasMore: false, status: 'idle', failure: null };

/** How many products a page of "Lihat Produk" shows: two rows of four on a desktop. */
export const PARTNER_PRODUCTS_PER_PAGE = 8;

/**
 * "Lihat Produk" of a partner (`GET uni/product/partner/{id}`): one partner
 * open at a time, its pages appended by "Muat lagi". A failed next page keeps
 * what is shown and offers the same page again.
 */
export class PartnerProducts {
  private readonly state = new BehaviorSubject<PartnerProductsState>(closedProducts);
  readonly state$: Observable<PartnerProductsState> = this.state.asObservable();
  private generation = 0;

  constructor(private readonly api: Pick<ShowroomApi, 'partnerProducts'>) {}

  get current(): PartnerProductsState {
    return this.state.getValue();
  }

  /** Opens a partner's first page (another partner's products close). */
  open(partnerId: number): Promise<void> {
    this.generation++;
    this.state.next({ ...closedProducts, partnerId, status: 'loading' });
    return this.fetch(partnerId, 1, []);
  }

  close(): void {
    this.generation++;
    this.state.next(closedProducts);
  }

  /** "Muat lagi", or "Coba Lagi" after a failure: the page after the last one read. */
  more(): Promise<void> {
    const shown = this.state.getValue();
    if (shown.partnerId === null || shown.status === 'loading' || shown.status === 'loading-more') return Promise.resolve();
    if (shown.status === 'ready' && !shown.hasMore) return Promise.resolve();
    this.state.next({ ...shown, status: shown.page === 0 ? 'loading' : 'loading-more', failure: null });
    return this.fetch(shown.partnerId, shown.page + 1, shown.items);
  }

  private async fetch(partnerId: number, page: number, before: readonly ProductSummary[]): Promise<void> {
    const generation = this.generation;
    try {
      const answer: Page<ProductSummary> = await this.api.partnerProducts(partnerId, { page, perPage: PARTNER_PRODUCTS_PER_PAGE });
      if (generation !== this.generation) return;
      const known = new Set(before.map((product) => product.id));
      const items = [...before, ...answer.items.filter((product) => !known.has(product.id))];
      this.state.next({ partnerId, items, total: answer.total, page, hasMore: page < answer.totalPages, status: 'ready', failure: null });
    } catch (error) {
      if (generation !== this.generation) return;
      this.state.next({ ...this.state.getValue(), status: 'failed', failure: toStoreFailure(error, 'GET uni/product/partner/{id}') });
    }
  }
}
