import type { RequestByCall } from '../request-registry';
import {
  complaintBodyWire,
  photoDeletionBodyWire,
  photoUploadFormWire,
  photoUploadsFormWire,
  reviewBodyWire,
  reviewedProductParamsWire,
  reviewPageQueryWire,
} from './reviews-request.wire';

/** What each reviews call sends, for the OpenAPI document and its proof against the pacts. */
export const reviewsRequestByCall: RequestByCall = {
  'GET more/product/review/{product_id}': { params: reviewedProductParamsWire, query: reviewPageQueryWire },
  'POST more/product/review/upload': { form: photoUploadFormWire },
  'POST more/product/review/delete-file': { json: photoDeletionBodyWire },
  'POST more/product/review': { json: reviewBodyWire },
  'POST more/product/complain/upload': { form: photoUploadFormWire },
  'POST more/product/complain/multi-upload': { form: photoUploadsFormWire },
  'POST more/product/complain/delete-file': { json: photoDeletionBodyWire },
  'POST more/product/complain': { json: complaintBodyWire },
};
