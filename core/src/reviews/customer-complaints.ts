import { BehaviorSubject, type Observable } from 'rxjs';
import type { ProductImage } from '../catalogue/product';
import type { OrderSummary } from '../orders/order';
import { type OrderStatus, orderStatusLabel } from '../orders/order-status';
import type { OrdersApi } from '../orders/orders-api.port';
import { ORDERS_PER_CALL, everyOrderWith } from '../orders/every-order';
import { OrdersDerived } from '../orders/orders-derived';
import type { ClearedOnLogout } from '../session/participants';
import { queryValue } from '../shared/query-string';
import type { ComplaintStatus, OrderItemComplaint } from '../orders/order-item';
import type { Complaint } from './review';
import * as storePaths from '../shared/store-paths';

export const COMPLAIN_PATH = storePaths.complaints;
export const COMPLAIN_DETAIL_PATH = storePaths.complaintForm;

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
  /** The latest complaint sent about this line, as the order tells it; null when none (or the server does not say). */
  readonly sent: SentComplaint | null;
}

/** An order with the products the shopper may complain about, as /profile/complain lists it. */
export interface ComplaintOrder {
  readonly orderNumber: string;
  readonly status: OrderStatus;
  readonly statusLabel: string;
  readonly createdAt: number;
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
    const ref = { orderNumber: order.orderNumber, slug: item.slug };
    const sent = item.complaint ? sentComplaintOf(item.complaint, { ...ref, name: item.nameLong, image: item.image }, null) : null;
    if (known) {
      bySlug.set(item.slug, { ...known, quantity: known.quantity + item.quantity, sent: newerComplaint(known.sent, sent) });
      continue;
    }
    bySlug.set(item.slug, { ...ref, name: item.nameLong, image: item.image, quantity: item.quantity, href: complaintDetailHref(ref), sent });
  }
  return [...bySlug.values()];
};

const newerComplaint = (a: SentComplaint | null, b: SentComplaint | null): SentComplaint | null =>
  a === null ? b : b === null ? a : b.createdAt > a.createdAt ? b : a;

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
export const COMPLAINT_ORDERS_PER_CALL = ORDERS_PER_CALL;

/**
 * The order lines a customer may complain about, derived from their orders:
 * document 2 has no such list. Each complainable state is asked for
 * (`status=shipped`, `status=completed`), page after page, and merged newest
 * first. Like CustomerOrders, leaving the page forgets them.
 */
export class ComplaintChoices extends OrdersDerived<readonly ComplaintOrder[]> {
  constructor(api: Pick<OrdersApi, 'list'>) {
    super(async () => complaintOrdersOf((await Promise.all(complainableStatuses.map((status) => everyOrderWith(api, status)))).flat()));
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
  /** How many photos it carries; null when only the order told of it, which does not say. */
  readonly photoCount: number | null;
  readonly status: ComplaintStatus;
  readonly statusLabel: string;
  readonly createdAt: number;
}

/** A complaint as /profile/complain lists it, from what the server said of it and the line it is about. */
export const sentComplaintOf = (
  complaint: OrderItemComplaint,
  line: { readonly orderNumber: string | null; readonly slug: string; readonly name: string; readonly image: ProductImage | null },
  reason: string | null,
  photoCount: number | null = null,
): SentComplaint => ({
  id: complaint.id,
  orderNumber: line.orderNumber,
  slug: line.slug,
  productName: line.name,
  image: line.image,
  reason,
  text: complaint.text,
  photoCount,
  status: complaint.status,
  statusLabel: COMPLAINT_STATUS_LABELS[complaint.status],
  createdAt: complaint.createdAt,
});

/**
 * Every complaint /profile/complain lists, newest first, each once: those the
 * orders tell of (they last across reloads and devices), and those this tab
 * sent (they carry the reason's text and the photos, and show before the
 * orders are read again). A complaint known both ways keeps this tab's
 * reason and photos and takes the state the order tells, which is newer.
 */
export const listedComplaints = (orders: readonly ComplaintOrder[], sentInTab: readonly SentComplaint[]): SentComplaint[] => {
  const byId = new Map<number, SentComplaint>();
  for (const order of orders) for (const line of order.lines) if (line.sent) byId.set(line.sent.id, line.sent);
  for (const sent of sentInTab) {
    const told = byId.get(sent.id);
    byId.set(sent.id, told ? { ...sent, status: told.status, statusLabel: told.statusLabel } : sent);
  }
  return [...byId.values()].sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
};

/**
 * The complaints this tab sent for the logged-in customer, newest first,
 * with what only the form knew (the reason's text, the photos).
 *
 * The lasting list is the orders': each item of an order carries its latest
 * complaint (an optional field of `GET more/transaction/order`, as document
 * 2 has no call listing complaints), which listedComplaints merges with
 * these. These are kept in memory only, never in browser storage (which
 * could outlive a logout), and emptied at logout.
 */
export class SentComplaints implements ClearedOnLogout {
  private readonly state = new BehaviorSubject<readonly SentComplaint[]>([]);
  readonly state$: Observable<readonly SentComplaint[]> = this.state.asObservable();

  get current(): readonly SentComplaint[] {
    return this.state.getValue();
  }

  /** Keeps a complaint the server took, with the line it was about and the reason's text. */
  add(complaint: Complaint, line: Pick<ComplaintLine, 'slug' | 'name' | 'image'>, reason: string | null): SentComplaint {
    const sent = sentComplaintOf(
      { id: complaint.id, status: complaint.status, templateId: complaint.templateId, text: complaint.text, createdAt: complaint.createdAt },
      { orderNumber: complaint.orderNumber, slug: line.slug, name: line.name, image: line.image },
      reason,
      complaint.photos.length,
    );
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
