import type { Complaint, ComplaintDraft, ComplaintsApi, FeedbackTemplate, PhotoFile, UploadedPhoto } from '@more/core';
import type { StoreApi } from '../store-api';
import { photoForm } from './photo-form';
import { toComplaint, toFeedbackTemplate, toUploadedPhoto } from './review.mapper';
import { complaintWire, feedbackTemplatesWire, reviewFileDeletedWire, reviewUploadsWire, reviewUploadWire } from './review.wire';
import type { ComplaintBodyWire, PhotoDeletionBodyWire } from './reviews-request.wire';

/** The complaint calls of document 2 §7 over the store API (payloads: see ComplaintsApi). */
export class HttpComplaintsApi implements ComplaintsApi {
  constructor(private readonly api: StoreApi) {}

  async templates(): Promise<readonly FeedbackTemplate[]> {
    const wire = await this.api.call('GET more/product/complain/templates', feedbackTemplatesWire);
    return wire.map(toFeedbackTemplate);
  }

  async uploadPhoto(photo: PhotoFile, onProgress?: (fraction: number) => void): Promise<UploadedPhoto> {
    const wire = await this.api.call('POST more/product/complain/upload', reviewUploadWire, {
      form: await photoForm('file', [photo]),
      ...(onProgress ? { onUploadProgress: onProgress } : {}),
    });
    return toUploadedPhoto(wire);
  }

  async uploadPhotos(photos: readonly PhotoFile[], onProgress?: (fraction: number) => void): Promise<readonly UploadedPhoto[]> {
    const wire = await this.api.call('POST more/product/complain/multi-upload', reviewUploadsWire, {
      form: await photoForm('files[]', photos),
      ...(onProgress ? { onUploadProgress: onProgress } : {}),
    });
    return wire.map(toUploadedPhoto);
  }

  async deletePhoto(photoId: number): Promise<void> {
    await this.api.call('POST more/product/complain/delete-file', reviewFileDeletedWire, { json: { id: photoId } satisfies PhotoDeletionBodyWire });
  }

  async submit(draft: ComplaintDraft): Promise<Complaint> {
    const wire = await this.api.call('POST more/product/complain', complaintWire, {
      json: {
        product_id: draft.productId,
        complain: draft.text,
        file_ids: draft.photoIds,
        // Left out rather than sent as null: the shopper did not start from an order or pick a reason.
        ...(draft.orderNumber === null ? {} : { ordersn: draft.orderNumber }),
        ...(draft.templateId === null ? {} : { template_id: draft.templateId }),
      } satisfies ComplaintBodyWire,
    });
    return toComplaint(wire);
  }
}
