import { BehaviorSubject, type Observable, Subject, of, switchMap } from 'rxjs';
import type { ProductImage } from '../catalogue/product';
import type { OrderSummary } from '../orders/order';
import { type OrderStatus, orderStatusLabel } from '../orders/order-status';
import type { OrdersApi } from '../orders/orders-api.port';
import type { ClearedOnLogout } from '../session/participants';
import { formatStoreDateTime } from '../shared/dates';
import { type Loadable, idle, loadingThen } from '../shared/loadable';
import { queryValue } from '../shared/query-string';
import type { Complaint, ComplaintStatus } from './review';

export const COMPLAIN_PATH = '/profile/complain';
export const COMPLAIN_DETAIL_PATH = '/profile/complain-detail';

/**
 * "Choose an order line of a completed or shipped order to complain about"
 * (issue 20, point 7). A shipped order counts: the sofa may arrive damaged
 * before the shopper presses "Pesanan Diterima", and that is when they complain.
 */
export const complainableStatuses = ['shipped', 'completed'] as const satisfies readonly OrderStatus[];
export const canComplainAbout = (status: OrderStatus): boolean => (complainableStatuses as readonly OrderStatus[]).includes(status);

/** Which line a complaint form is about: `?ordersn=MORE-…&product=<slug>`. */
export interface ComplaintLineRef {
  readonly orderNumber: string;
  /** The product's slug: an order names its items by slug and variant, and a complaint is about a product. */
  readonly slug: string;
}

export const complaintDetailHref = ({ orderNumber, slug }: ComplaintLineRef): string =>
  `${COMPLAIN_DETAIL_PATH}?ordersn=${encodeURIComponent(orderNumber)}&product=${encodeURIComponent(slug)}`;

/** Reads the form's address; null when it names no line (a link typed by hand, a stale bookmark). */
export const complaintLineRefOf = (search: string): ComplaintLineRef | null => {
  const orderNumber = queryValue(search, 'ordersn')?.trim() ?? '';
  const slug = queryValue(search, 'product')?.trim() ?? '';
  return orderNumber === '' || slug === '' ? null : { orderNumber, slug };
};

/** One product of an order the shopper may complain about. */
export interface ComplaintLine extends ComplaintLineRef {
  readonly name: string;
  readonly image: ProductImage | null;
  readonly quantity: number;
  /** The complaint form for this line. */
  readonly href: string;
}

/** An order with the products the shopper may complain about, as /profile/complain lists it. */
export interface ComplaintOrder {
  readonly orderNumber: string;
  readonly status: OrderStatus;
  readonly statusLabel: string;
  readonly createdAt: number;
  readonly dateText: string;
  readonly lines: readonly ComplaintLine[];
}

/**
 * The products of an order, one line each: two colours of the same chair are
 * one product to complain about (the complaint names a product_id), with the
 * units of both counted.
 */
export const complaintLinesOf = (order: Pick<OrderSummary, 'orderNumber' | 'items'>): ComplaintLine[] => {
  const bySlug = new Map<string, ComplaintLine>();
  for (const item of order.items) {
    const known = bySlug.get(item.slug);
    if (known) {
      bySlug.set(item.slug, { ...known, quantity: known.quantity + item.quantity });
      continue;
    }
    const ref = { orderNumber: order.orderNumber, slug: item.slug };
    bySlug.set(item.slug, { ...ref, name: item.nameLong, image: item.image, quantity: item.quantity, href: complaintDetailHref(ref) });
  }
  return [...bySlug.values()];
};

/** The orders a complaint can start from, newest first, each once, with their lines. */
export const complaintOrdersOf = (orders: readonly OrderSummary[]): ComplaintOrder[] => {
  const byNumber = new Map<string, OrderSummary>();
  for (const order of orders) if (canComplainAbout(order.status) && !byNumber.has(order.orderNumber)) byNumber.set(order.orderNumber, order);
  return [...byNumber.values()]
    .sort((a, b) => b.createdAt - a.createdAt)
    .map((order) => ({
      orderNumber: order.orderNumber,
      status: order.status,
      statusLabel: orderStatusLabel(order.status),
      createdAt: order.createdAt,
      dateText: formatStoreDateTime(order.createdAt),
      lines: complaintLinesOf(order),
    }))
    .filter((order) => order.lines.length > 0);
};

/** Orders a page of /profile/complain shows, as /profile/orders does. */
export const COMPLAINT_ORDERS_PAGE_SIZE = 10;

export interface ComplaintOrdersPage {
  readonly orders: readonly ComplaintOrder[];
  readonly page: number;
  readonly totalPages: number;
}

/** `?page=2` of /profile/complain; a page past the end shows the last. */
export const complaintOrdersPage = (orders: readonly ComplaintOrder[], search: string, perPage = COMPLAINT_ORDERS_PAGE_SIZE): ComplaintOrdersPage => {
  const totalPages = Math.max(1, Math.ceil(orders.length / perPage));
  const asked = Number(queryValue(search, 'page'));
  const page = Number.isInteger(asked) && asked >= 1 ? Math.min(asked, totalPages) : 1;
  return { orders: orders.slice((page - 1) * perPage, page * perPage), page, totalPages };
};

export const complaintPageHref = (page: number): string => (page > 1 ? `${COMPLAIN_PATH}?page=${page}` : COMPLAIN_PATH);

/** The server's largest page of orders (`per_page` up to 50): the fewest calls for a customer's orders. */
export const COMPLAINT_ORDERS_PER_CALL = 50;
/** Pages read per state at most: 500 orders, far more than a furniture shopper makes. */
const MAX_PAGES_PER_STATUS = 10;

const CALL = 'GET more/transaction/order';

/**
 * The order lines a customer may complain about, derived from their orders:
 * document 2 has no such list. Each complainable state is asked for
 * (`status=shipped`, `status=completed`), page after page, and merged newest
 * first. Like CustomerOrders, leaving the page forgets them.
 */
export class ComplaintChoices implements ClearedOnLogout {
  private readonly requests = new Subject<boolean>();
  private readonly state = new BehaviorSubject<Loadable<readonly ComplaintOrder[]>>(idle);
  readonly state$: Observable<Loadable<readonly ComplaintOrder[]>> = this.state.asObservable();

  constructor(private readonly api: Pick<OrdersApi, 'list'>) {
    this.requests
      .pipe(switchMap((load) => (load ? loadingThen(() => this.loadAll(), CALL) : of(idle))))
      .subscribe((next) => this.state.next(next));
  }

  get current(): Loadable<readonly ComplaintOrder[]> {
    return this.state.getValue();
  }

  /** Asks unless the lines are here or on their way. */
  show(): void {
    const { status } = this.current;
    if (status === 'idle' || status === 'failed') this.requests.next(true);
  }

  /** "Coba Lagi". */
  reload(): void {
    this.requests.next(true);
  }

  /** Leaving the page: the next visit asks again (an order may have shipped since), and an answer on its way is dropped. */
  forget(): void {
    this.requests.next(false);
  }

  clearOnLogout(): void {
    this.forget();
  }

  private async loadAll(): Promise<ComplaintOrder[]> {
    const perStatus = await Promise.all(complainableStatuses.map((status) => this.allOf(status)));
    return complaintOrdersOf(perStatus.flat());
  }

  private async allOf(status: OrderStatus): Promise<OrderSummary[]> {
    const first = await this.api.list({ status, page: 1, perPage: COMPLAINT_ORDERS_PER_CALL });
    const last = Math.min(first.totalPages, MAX_PAGES_PER_STATUS);
    const rest = await Promise.all(
      Array.from({ length: Math.max(0, last - 1) }, (_, index) => this.api.list({ status, page: index + 2, perPage: COMPLAINT_ORDERS_PER_CALL })),
    );
    return [first, ...rest].flatMap((page) => page.items);
  }
}

export const COMPLAINT_STATUS_LABELS: Readonly<Record<ComplaintStatus, string>> = {
  pending: 'Menunggu Ditinjau',
  'in-review': 'Sedang Ditinjau',
  resolved: 'Selesai',
  rejected: 'Ditolak',
};

/** A complaint sent from this account, as /profile/complain lists it. */
export interface SentComplaint {
  readonly id: number;
  readonly orderNumber: string | null;
  readonly slug: string;
  readonly productName: string;
  readonly image: ProductImage | null;
  /** The reason picked from the templates, if any. */
  readonly reason: string | null;
  readonly text: string;
  readonly photoCount: number;
  readonly status: ComplaintStatus;
  readonly statusLabel: string;
  readonly createdAt: number;
  /** "21 November 2026 19:05" */
  readonly dateText: string;
}

/**
 * The complaints sent from this account, newest first.
 *
 * Where the list comes from: document 2 §7 has no call that lists a
 * customer's complaints (only templates, the uploads, delete-file and the
 * complaint itself), and the mock offers none, so what can be listed is what
 * the store itself saw sent: the complaints this browser tab sent for the
 * logged-in customer, each with the date the server gave it. They are kept in
 * memory only, never in browser storage, and emptied at logout (here, in
 * another tab, or on a 401): a copy in sessionStorage would outlive a logout
 * made while this feature's code is not loaded in the tab, and "nothing of
 * the last customer remains in browser storage". A reload therefore starts
 * the list afresh; a list call on the server is what would make it last.
 */
export class SentComplaints implements ClearedOnLogout {
  private readonly state = new BehaviorSubject<readonly SentComplaint[]>([]);
  readonly state$: Observable<readonly SentComplaint[]> = this.state.asObservable();

  get current(): readonly SentComplaint[] {
    return this.state.getValue();
  }

  /** Keeps a complaint the server took, with the line it was about and the reason's text. */
  add(complaint: Complaint, line: Pick<ComplaintLine, 'slug' | 'name' | 'image'>, reason: string | null): SentComplaint {
    const sent: SentComplaint = {
      id: complaint.id,
      orderNumber: complaint.orderNumber,
      slug: line.slug,
      productName: line.name,
      image: line.image,
      reason,
      text: complaint.text,
      photoCount: complaint.photos.length,
      status: complaint.status,
      statusLabel: COMPLAINT_STATUS_LABELS[complaint.status],
      createdAt: complaint.createdAt,
      dateText: formatStoreDateTime(complaint.createdAt),
    };
    this.state.next([sent, ...this.current.filter((known) => known.id !== sent.id)].sort((a, b) => b.createdAt - a.createdAt));
    return sent;
  }

  /** The latest complaint sent about a line, to mark it where the lines are listed. */
  latestFor({ orderNumber, slug }: ComplaintLineRef): SentComplaint | null {
    return this.current.find((sent) => sent.orderNumber === orderNumber && sent.slug === slug) ?? null;
  }

  clearOnLogout(): void {
    this.state.next([]);
  }
}
