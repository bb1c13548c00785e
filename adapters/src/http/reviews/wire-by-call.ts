import type { WireByCall } from '../wire-registry';
import {
  complaintWire,
  reviewFileDeletedWire,
  feedbackTemplatesWire,
  reviewPageWire,
  reviewWire,
  reviewUploadsWire,
  reviewUploadWire,
} from './review.wire';

/** The `data` schema of each reviews call's answer, for the conformance test of the mock. */
export const reviewsWireByCall: WireByCall = {
  'POST more/product/review': reviewWire,
  'GET more/product/review/templates': feedbackTemplatesWire,
  'POST more/product/review/delete-file': reviewFileDeletedWire,
  'POST more/product/review/upload': reviewUploadWire,
  'GET more/product/review/{product_id}': reviewPageWire,
  'POST more/product/complain': complaintWire,
  'GET more/product/complain/templates': feedbackTemplatesWire,
  'POST more/product/complain/delete-file': reviewFileDeletedWire,
  'POST more/product/complain/upload': reviewUploadWire,
  'POST more/product/complain/multi-upload': reviewUploadsWire,
};
