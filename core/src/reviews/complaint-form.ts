import { BehaviorSubject, type Observable, Subject, from, of, switchMap } from 'rxjs';
import type { FieldErrors } from '../account/account-forms';
import type { OrdersApi } from '../orders/orders-api.port';
import { orderStatusLabel } from '../orders/order-status';
import type { ProductDetailApi } from '../product-detail/product-detail-api.port';
import type { ClearedOnLogout } from '../session/participants';
import { type StoreFailure, toStoreFailure } from '../shared/failure';
import { type Loadable, failed, idle, loading, ready } from '../shared/loadable';
import { type ComplaintLine, type ComplaintLineRef, type SentComplaint, type SentComplaints, canComplainAbout, complaintLinesOf } from './customer-complaints';
import { feedbackRefusal } from './feedback-refusal';
import { FormPhotos, PhotoUploads, complaintPhotoTransport } from './photo-uploads';
import { MAX_PHOTOS, type FeedbackTemplate } from './review';
import type { ComplaintsApi } from './reviews-api.port';

/** `complain`: "text 10 to 2000 characters" (issue 20, point 7; the complaint call's limits), spaces around it not counted. */
export const COMPLAINT_TEXT_MIN_LENGTH = 10;
export const COMPLAINT_TEXT_MAX_LENGTH = 2000;

export const complaintFormMessages = {
  textRequired: 'Keterangan komplain wajib diisi',
  textTooShort: `Keterangan komplain minimal ${COMPLAINT_TEXT_MIN_LENGTH} karakter`,
  textTooLong: `Keterangan komplain maksimal ${COMPLAINT_TEXT_MAX_LENGTH} karakter`,
  tooManyPhotos: `Maksimal ${MAX_PHOTOS} foto`,
} as const;

/**
 * Characters as the server counts them (UTF-16 units of the trimmed text,
 * like the cancel note's): counting otherwise would let through a text the
 * server refuses.
 */
export const complaintTextLength = (text: string): number => text.trim().length;

/** What is wrong with a complaint's text, or null when it may be sent. */
export const complaintTextError = (text: string): string | null => {
  const length = complaintTextLength(text);
  if (length === 0) return complaintFormMessages.textRequired;
  if (length < COMPLAINT_TEXT_MIN_LENGTH) return complaintFormMessages.textTooShort;
  if (length > COMPLAINT_TEXT_MAX_LENGTH) return complaintFormMessages.textTooLong;
  return null;
};

/** The counter under the text: "12/2000". */
export const complaintTextCounter = (text: string): string => `${complaintTextLength(text)}/${COMPLAINT_TEXT_MAX_LENGTH}`;

/** The form's fields, as its messages are placed: the reason, the text, the photos. */
export type ComplaintField = 'reason' | 'text' | 'photos';

/** What the shopper filled in. */
export interface ComplaintInput {
  /**
   * The reason picked from the templates. Optional: document 2 shows no rule,
   * the port and the server take a complaint without one, and "Lainnya" among
   * them shows a reason is a help to the store, not a gate for the shopper.
   */
  readonly templateId: number | null;
  readonly text: string;
}

/** Every mistake at once, in the form's order; the photos' blocker is PhotoUploads' ("Tunggu…", "Ulangi atau hapus…"). */
export const complaintFormErrors = (input: ComplaintInput, photos: { readonly count: number; readonly blocker: string | null }): FieldErrors<ComplaintField> => {
  const errors: FieldErrors<ComplaintField> = {};
  const text = complaintTextError(input.text);
  if (text) errors.text = text;
  if (photos.count > MAX_PHOTOS) errors.photos = complaintFormMessages.tooManyPhotos;
  else if (photos.blocker) errors.photos = photos.blocker;
  return errors;
};

/** The line a complaint form is about, once the store knows it. */
export interface ComplaintSubject {
  readonly line: ComplaintLine;
  readonly orderStatusLabel: string;
  /** product_id of the complaint (document 2 §3: "product_id (review and complaint)"). */
  readonly productId: number;
  readonly templates: readonly FeedbackTemplate[];
}

/** The form's line, or why there is no form: the address names no line of a complainable order. */
export type ComplaintTarget = { readonly kind: 'line'; readonly subject: ComplaintSubject } | { readonly kind: 'unknown'; readonly message: string };

export const COMPLAINT_NO_LINE_TEXT = 'Produk yang ingin dikomplain tidak ditemukan. Pilih produk dari daftar pesanan Anda.';
export const complaintUnknownOrderText = (orderNumber: string) => `Pesanan ${orderNumber} tidak ditemukan di akun Anda.`;
export const complaintNotYetText = (orderNumber: string, statusLabel: string) =>
  `Pesanan ${orderNumber} masih berstatus ${statusLabel}. Komplain dapat diajukan untuk pesanan yang sedang dikirim atau sudah selesai.`;
export const complaintNotInOrderText = (orderNumber: string) => `Produk ini tidak ada di pesanan ${orderNumber}.`;
export const COMPLAINT_PRODUCT_GONE_TEXT = 'Produk ini sudah tidak tersedia di toko, sehingga komplain belum dapat dikirim dari sini. Hubungi kami melalui Chat.';
export const COMPLAINT_SENT_TEXT = 'Komplain berhasil dikirim';

export type ComplaintOutcome =
  | { readonly kind: 'sent'; readonly complaint: SentComplaint; readonly message: string }
  /** Not sent: mistakes to show beside their fields. */
  | { readonly kind: 'invalid'; readonly errors: FieldErrors<ComplaintField> }
  /** Not sent: one is on its way already, or no line is open. */
  | { readonly kind: 'busy' }
  /** The server refused or could not be reached: its reasons beside the fields it names, the rest above the button. */
  | { readonly kind: 'failed'; readonly failure: StoreFailure; readonly errors: FieldErrors<ComplaintField>; readonly message: string | null };

const SUBMIT_CALL = 'POST more/product/complain';

const notFound = (error: unknown): boolean => toStoreFailure(error, '').kind === 'not-found';

/**
 * The complaint form of /profile/complain-detail (issue 20, point 7): finds
 * the line the address names among the customer's orders (a shipped or
 * completed order, the product in it), the product's id (the order's items
 * carry its slug; `GET uni/product/{slug}` gives the id a complaint names),
 * and the reasons (`complain/templates`). It holds the form's photos
 * (PhotoUploads: a selection of several through `multi-upload`, a retry
 * through `upload`) and sends the complaint once; a complaint the server
 * took joins SentComplaints.
 */
export class ComplaintForm implements ClearedOnLogout {
  private readonly requests = new Subject<ComplaintLineRef | null>();
  private readonly state = new BehaviorSubject<Loadable<ComplaintTarget>>(idle);
  readonly state$: Observable<Loadable<ComplaintTarget>> = this.state.asObservable();
  private opened: ComplaintLineRef | null = null;
  private sending = false;
  private readonly formPhotos: FormPhotos;

  constructor(
    private readonly complaints: ComplaintsApi,
    private readonly orders: Pick<OrdersApi, 'order'>,
    private readonly products: Pick<ProductDetailApi, 'bySlug'>,
    private readonly sent: SentComplaints,
  ) {
    this.formPhotos = new FormPhotos(() => new PhotoUploads(complaintPhotoTransport(this.complaints)));
    this.requests
      .pipe(switchMap((ref) => (ref === null ? of(idle) : from(this.find(ref)))))
      .subscribe((next) => this.state.next(next));
  }

  get current(): Loadable<ComplaintTarget> {
    return this.state.getValue();
  }

  /** The open form's photos; a new set for each line opened. */
  get photos(): PhotoUploads {
    return this.formPhotos.current;
  }

  /** Opens the form for a line (null: the address names none). The same line already here is kept, photos and all. */
  open(ref: ComplaintLineRef | null): void {
    if (ref === null) {
      this.close();
      this.state.next(ready({ kind: 'unknown', message: COMPLAINT_NO_LINE_TEXT }));
      return;
    }
    const { status } = this.current;
    if (this.opened && sameRef(this.opened, ref) && (status === 'loading' || status === 'ready')) return;
    this.close();
    this.opened = ref;
    this.state.next(loading);
    this.requests.next(ref);
  }

  /** "Coba Lagi" after a failed load. */
  reload(): void {
    if (!this.opened) return;
    this.state.next(loading);
    this.requests.next(this.opened);
  }

  /**
   * Sends the complaint, once: a second press while one is on its way sends
   * nothing. Every mistake is found before anything is sent; photos still
   * uploading or failed hold it back (PhotoUploads' blocker).
   */
  async submit(input: ComplaintInput): Promise<ComplaintOutcome> {
    const target = this.current;
    if (this.sending || target.status !== 'ready' || target.value.kind !== 'line') return { kind: 'busy' };
    const { subject } = target.value;
    const errors = complaintFormErrors(input, this.formPhotos.current.current);
    if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
    const uploads = this.formPhotos.current;
    this.sending = true;
    try {
      const complaint = await this.complaints.submit({
        productId: subject.productId,
        orderNumber: subject.line.orderNumber,
        templateId: input.templateId,
        text: input.text.trim(),
        photoIds: uploads.photoIds,
      });
      const reason = subject.templates.find((template) => template.id === input.templateId)?.text ?? null;
      const sent = this.sent.add(complaint, subject.line, reason);
      // The photos belong to the complaint now: nothing to delete when the form closes.
      uploads.reset();
      return { kind: 'sent', complaint: sent, message: COMPLAINT_SENT_TEXT };
    } catch (error) {
      const failure = toStoreFailure(error, SUBMIT_CALL);
      return { kind: 'failed', failure, ...feedbackRefusal(failure, { reason: 'templateId', text: 'complain', photos: 'fileIds' }) };
    } finally {
      this.sending = false;
    }
  }

  /** Leaving the form unsent: the photos uploaded for it are deleted on the server, and the next visit starts afresh. */
  forget(): void {
    this.close();
    this.requests.next(null);
  }

  /** Logging out: nothing of the form stays; the photos are not deleted (the calls need the session just ended). */
  clearOnLogout(): void {
    this.formPhotos.forget();
    this.opened = null;
    this.requests.next(null);
  }

  private close(): void {
    this.formPhotos.discard();
    this.opened = null;
  }

  private async find(ref: ComplaintLineRef): Promise<Loadable<ComplaintTarget>> {
    // The order and the reasons together; the product only once the order holds it, since any 404 answer
    // sends the shopper to /404 (document 2 §2) and a product the address made up must say so here instead.
    const [order, templates] = await Promise.allSettled([this.orders.order(ref.orderNumber), this.complaints.templates()]);
    if (order.status === 'rejected') {
      return notFound(order.reason)
        ? ready({ kind: 'unknown', message: complaintUnknownOrderText(ref.orderNumber) })
        : failed(toStoreFailure(order.reason, 'GET more/transaction/order/{id}'));
    }
    const detail = order.value;
    if (!canComplainAbout(detail.status)) return ready({ kind: 'unknown', message: complaintNotYetText(detail.orderNumber, orderStatusLabel(detail.status)) });
    const line = complaintLinesOf(detail).find((candidate) => candidate.slug === ref.slug);
    if (!line) return ready({ kind: 'unknown', message: complaintNotInOrderText(detail.orderNumber) });
    if (templates.status === 'rejected') return failed(toStoreFailure(templates.reason, 'GET more/product/complain/templates'));
    const [product] = await Promise.allSettled([this.products.bySlug(ref.slug)]);
    if (product.status === 'rejected') {
      return notFound(product.reason) ? ready({ kind: 'unknown', message: COMPLAINT_PRODUCT_GONE_TEXT }) : failed(toStoreFailure(product.reason, 'GET uni/product/{slug}'));
    }
    return ready({ kind: 'line', subject: { line, orderStatusLabel: orderStatusLabel(detail.status), productId: product.value.id, templates: templates.value } });
  }
}

const sameRef = (a: ComplaintLineRef, b: ComplaintLineRef): boolean => a.orderNumber === b.orderNumber && a.slug === b.slug;
