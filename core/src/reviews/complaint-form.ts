import type { FieldErrors } from '../account/account-forms';
import type { OrdersApi } from '../orders/orders-api.port';
import { orderStatusLabel } from '../orders/order-status';
import type { ProductDetailApi } from '../product-detail/product-detail-api.port';
import { toStoreFailure } from '../shared/failure';
import { type Loadable, failed, ready } from '../shared/loadable';
import { type ComplaintLine, type ComplaintLineRef, type SentComplaint, type SentComplaints, canComplainAbout, complaintLinesOf } from './customer-complaints';
import { type FeedbackOutcome, FeedbackForm } from './feedback-form';
import { type PhotoUploadsView, complaintPhotoTransport } from './photo-uploads';
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

export type ComplaintOutcome = FeedbackOutcome<ComplaintField, { readonly kind: 'sent'; readonly complaint: SentComplaint; readonly message: string }>;

const notFound = (error: unknown): boolean => toStoreFailure(error, '').kind === 'not-found';

/**
 * The complaint form of /profile/complain-detail (issue 20, point 7): finds
 * the line the address names among the customer's orders (a shipped or
 * completed order, the product in it), the product's id (the order's items
 * carry its slug; `GET uni/product/{slug}` gives the id a complaint names),
 * and the reasons (`complain/templates`). Its photos go as a selection of
 * several through `multi-upload`, a retry through `upload`; a complaint the
 * server took joins SentComplaints.
 */
export class ComplaintForm extends FeedbackForm<ComplaintLineRef, ComplaintTarget, ComplaintSubject, ComplaintInput, ComplaintField, Extract<ComplaintOutcome, { kind: 'sent' }>> {
  constructor(
    private readonly complaints: ComplaintsApi,
    private readonly orders: Pick<OrdersApi, 'order'>,
    private readonly products: Pick<ProductDetailApi, 'bySlug'>,
    private readonly sent: SentComplaints,
  ) {
    super(complaintPhotoTransport(complaints), { name: 'POST more/product/complain', wireNames: { reason: 'templateId', text: 'complain', photos: 'fileIds' } });
  }

  /** Opens the form for a line (null: the address names none). The same line already here is kept, photos and all. */
  override open(ref: ComplaintLineRef | null): void {
    if (ref !== null) return super.open(ref);
    this.close();
    this.show(ready({ kind: 'unknown', message: COMPLAINT_NO_LINE_TEXT }));
  }

  protected sameRef(a: ComplaintLineRef, b: ComplaintLineRef): boolean {
    return a.orderNumber === b.orderNumber && a.slug === b.slug;
  }

  protected subjectOf(target: ComplaintTarget): ComplaintSubject | null {
    return target.kind === 'line' ? target.subject : null;
  }

  protected errorsOf(input: ComplaintInput, photos: PhotoUploadsView): FieldErrors<ComplaintField> {
    return complaintFormErrors(input, photos);
  }

  protected async send(subject: ComplaintSubject, input: ComplaintInput, photoIds: readonly number[]): Promise<Extract<ComplaintOutcome, { kind: 'sent' }>> {
    const complaint = await this.complaints.submit({
      productId: subject.productId,
      orderNumber: subject.line.orderNumber,
      templateId: input.templateId,
      text: input.text.trim(),
      photoIds,
    });
    const reason = subject.templates.find((template) => template.id === input.templateId)?.text ?? null;
    return { kind: 'sent', complaint: this.sent.add(complaint, subject.line, reason), message: COMPLAINT_SENT_TEXT };
  }

  protected async find(ref: ComplaintLineRef): Promise<Loadable<ComplaintTarget>> {
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
