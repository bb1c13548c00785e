import {
  type FeedbackTemplate,
  type PhotoFile,
  type ProductReview,
  type ReviewDraft,
  type ReviewPage,
  type ReviewPageQuery,
  type ReviewsApi,
  REVIEWS_PAGE_SIZE,
  type UploadedPhoto,
} from '@more/core';
import type { StoreApi } from '../store-api';
import { photoForm } from './photo-form';
import { toFeedbackTemplate, toProductReview, toReviewPage, toUploadedPhoto } from './review.mapper';
import { feedbackTemplatesWire, reviewFileDeletedWire, reviewPageWire, reviewUploadWire, reviewWire } from './review.wire';
import type { PhotoDeletionBodyWire, ReviewBodyWire, ReviewedProductParamsWire, ReviewPageQueryWire } from './reviews-request.wire';

/** The reviews calls of document 2 §7 over the store API (payloads: see ReviewsApi). */
export class HttpReviewsApi implements ReviewsApi {
  constructor(private readonly api: StoreApi) {}

  async reviewsOf(productId: number, query: ReviewPageQuery = { page: 1, perPage: REVIEWS_PAGE_SIZE }): Promise<ReviewPage> {
    const wire = await this.api.call('GET more/product/review/{product_id}', reviewPageWire, {
      params: { product_id: productId } satisfies ReviewedProductParamsWire,
      // Document 2 lists product_id in the query as well as in the path.
      searchParams: { page: query.page, per_page: query.perPage, product_id: productId } satisfies ReviewPageQueryWire,
    });
    return toReviewPage(wire);
  }

  async templates(): Promise<readonly FeedbackTemplate[]> {
    const wire = await this.api.call('GET more/product/review/templates', feedbackTemplatesWire);
    return wire.map(toFeedbackTemplate);
  }

  async uploadPhoto(photo: PhotoFile, onProgress?: (fraction: number) => void): Promise<UploadedPhoto> {
    const wire = await this.api.call('POST more/product/review/upload', reviewUploadWire, {
      form: await photoForm('file', [photo]),
      ...(onProgress ? { onUploadProgress: onProgress } : {}),
    });
    return toUploadedPhoto(wire);
  }

  async deletePhoto(photoId: number): Promise<void> {
    await this.api.call('POST more/product/review/delete-file', reviewFileDeletedWire, { json: { id: photoId } satisfies PhotoDeletionBodyWire });
  }

  async submit(draft: ReviewDraft): Promise<ProductReview> {
    const wire = await this.api.call('POST more/product/review', reviewWire, {
      json: { product_id: draft.productId, rating: draft.rating, review: draft.text, file_ids: draft.photoIds } satisfies ReviewBodyWire,
    });
    return toProductReview(wire);
  }
}
