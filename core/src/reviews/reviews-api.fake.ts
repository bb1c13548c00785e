import { StoreFailure } from '../shared/failure';
import type { Complaint, ComplaintDraft, FeedbackTemplate, PhotoFile, ProductReview, ReviewDraft, ReviewPage, UploadedPhoto } from './review';
import { photoProblem, REVIEWS_PAGE_SIZE } from './review';
import type { ComplaintsApi, ReviewPageQuery, ReviewsApi } from './reviews-api.port';

type Call<Api> = { readonly call: keyof Api; readonly argument: unknown };

const refused = (call: string, message: string) => new StoreFailure('rejected', call, message, { status: 422, serverMessage: message });

/**
 * The photos one customer uploaded, as the server keeps them: pictures only,
 * ids in order, deleting an unknown id is a 404.
 */
class PhotoShelf {
  private nextId = 1;
  readonly photos = new Map<number, UploadedPhoto>();

  constructor(private readonly folder: string) {}

  upload(call: string, photo: PhotoFile): UploadedPhoto {
    if (photoProblem(photo)) throw refused(call, 'File harus berupa gambar JPG, PNG atau WEBP, paling besar 5 MB');
    const id = this.nextId++;
    const uploaded = { id, url: `https://img.test/${this.folder}/${id}/${encodeURIComponent(photo.name)}`, name: photo.name };
    this.photos.set(id, uploaded);
    return uploaded;
  }

  delete(call: string, id: number): void {
    if (!this.photos.delete(id)) throw new StoreFailure('not-found', call, 'Berkas tidak ditemukan', { status: 404 });
  }

  take(ids: readonly number[]): UploadedPhoto[] {
    return ids.flatMap((id) => this.photos.get(id) ?? []);
  }
}

/** An upload as the server takes it: every byte is sent (progress 0, half, all), then the server answers. */
const sent = <T>(onProgress: ((fraction: number) => void) | undefined, answer: () => T): T => {
  for (const fraction of [0, 0.5, 1]) onProgress?.(fraction);
  return answer();
};

/** Records calls, fails a call when told to (`failing`), and otherwise answers like the server. */
abstract class RecordingApi<Api> {
  readonly calls: Call<Api>[] = [];
  readonly failing: Partial<Record<keyof Api, Error>> = {};

  callsOf(call: keyof Api): unknown[] {
    return this.calls.filter((c) => c.call === call).map((c) => c.argument);
  }

  protected answer<T>(call: keyof Api, argument: unknown, effect: () => T): Promise<T> {
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

/**
 * A product's reviews in memory, newest first. One customer writes here: a
 * second review of a product replaces the first, as the server does.
 */
export class InMemoryReviewsApi extends RecordingApi<ReviewsApi> implements ReviewsApi {
  readonly shelf = new PhotoShelf('ulasan');
  private nextId = 1000;

  constructor(
    /** Every product's reviews, newest first. */
    public reviews: ProductReview[] = [],
    public templateList: readonly FeedbackTemplate[] = [],
    private readonly now: () => number = () => Date.UTC(2026, 10, 21, 12, 0),
  ) {
    super();
  }

  reviewsOf(productId: number, query: ReviewPageQuery = { page: 1, perPage: REVIEWS_PAGE_SIZE }): Promise<ReviewPage> {
    return this.answer('reviewsOf', { productId, ...query }, () => {
      const all = this.reviews.filter((review) => review.productId === productId);
      const mean = all.length === 0 ? 0 : all.reduce((sum, review) => sum + review.rating, 0) / all.length;
      return {
        items: all.slice((query.page - 1) * query.perPage, query.page * query.perPage),
        page: query.page,
        perPage: query.perPage,
        total: all.length,
        totalPages: Math.ceil(all.length / query.perPage),
        productId,
        rating: Math.round(mean * 10) / 10,
      };
    });
  }

  templates(): Promise<readonly FeedbackTemplate[]> {
    return this.answer('templates', undefined, () => this.templateList);
  }

  uploadPhoto(photo: PhotoFile, onProgress?: (fraction: number) => void): Promise<UploadedPhoto> {
    return this.answer('uploadPhoto', photo.name, () => sent(onProgress, () => this.shelf.upload('POST more/product/review/upload', photo)));
  }

  deletePhoto(photoId: number): Promise<void> {
    return this.answer('deletePhoto', photoId, () => this.shelf.delete('POST more/product/review/delete-file', photoId));
  }

  submit(draft: ReviewDraft): Promise<ProductReview> {
    return this.answer('submit', draft, () => {
      if (!Number.isInteger(draft.rating) || draft.rating < 1 || draft.rating > 5) {
        throw refused('POST more/product/review', 'Rating harus 1 sampai 5');
      }
      const review: ProductReview = {
        id: this.nextId++,
        productId: draft.productId,
        reviewerName: 'Anda',
        reviewerPictureUrl: null,
        rating: draft.rating,
        text: draft.text,
        variant: null,
        photos: this.shelf.take(draft.photoIds),
        createdAt: this.now(),
      };
      this.reviews = [review, ...this.reviews.filter((r) => !(r.productId === draft.productId && r.reviewerName === 'Anda'))];
      return review;
    });
  }
}

/** Complaints in memory: every one sent is kept, newest first. */
export class InMemoryComplaintsApi extends RecordingApi<ComplaintsApi> implements ComplaintsApi {
  readonly shelf = new PhotoShelf('komplain');
  readonly complaints: Complaint[] = [];

  constructor(
    public templateList: readonly FeedbackTemplate[] = [],
    private readonly now: () => number = () => Date.UTC(2026, 10, 21, 12, 0),
  ) {
    super();
  }

  templates(): Promise<readonly FeedbackTemplate[]> {
    return this.answer('templates', undefined, () => this.templateList);
  }

  uploadPhoto(photo: PhotoFile, onProgress?: (fraction: number) => void): Promise<UploadedPhoto> {
    return this.answer('uploadPhoto', photo.name, () => sent(onProgress, () => this.shelf.upload('POST more/product/complain/upload', photo)));
  }

  uploadPhotos(photos: readonly PhotoFile[], onProgress?: (fraction: number) => void): Promise<readonly UploadedPhoto[]> {
    return this.answer('uploadPhotos', photos.map((photo) => photo.name), () => sent(onProgress, () => {
      // The server takes all or none: one wrong file refuses the call.
      if (photos.length === 0 || photos.some((photo) => photoProblem(photo))) {
        throw refused('POST more/product/complain/multi-upload', 'Semua file harus berupa gambar JPG, PNG atau WEBP, paling besar 5 MB');
      }
      return photos.map((photo) => this.shelf.upload('POST more/product/complain/multi-upload', photo));
    }));
  }

  deletePhoto(photoId: number): Promise<void> {
    return this.answer('deletePhoto', photoId, () => this.shelf.delete('POST more/product/complain/delete-file', photoId));
  }

  submit(draft: ComplaintDraft): Promise<Complaint> {
    return this.answer('submit', draft, () => {
      const complaint: Complaint = {
        id: this.complaints.length + 1,
        productId: draft.productId,
        orderNumber: draft.orderNumber,
        templateId: draft.templateId,
        text: draft.text,
        status: 'pending',
        photos: this.shelf.take(draft.photoIds),
        createdAt: this.now(),
      };
      this.complaints.unshift(complaint);
      return complaint;
    });
  }
}
