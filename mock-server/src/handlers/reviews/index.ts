import type { HttpHandler } from 'msw';
import type { MockContext } from '../context';
import type { Router } from '../router';
import { complaintHandlers } from './complaints';
import { multiUploadHandler, photoHandlers } from './photo-handlers';
import { reviewHandlers } from './reviews';
import { uploadMediaHandler } from './uploads';

/** The reviews and complaints calls of document 2 §7, and the host of their uploaded pictures. */
export const reviewsHandlers = (ctx: MockContext, router: Router): HttpHandler[] => [
  ...reviewHandlers(ctx, router),
  ...photoHandlers(ctx, router, 'review', { upload: 'POST more/product/review/upload', deleteFile: 'POST more/product/review/delete-file' }),
  ...complaintHandlers(ctx, router),
  ...photoHandlers(ctx, router, 'complain', { upload: 'POST more/product/complain/upload', deleteFile: 'POST more/product/complain/delete-file' }),
  multiUploadHandler(ctx, router),
  uploadMediaHandler(ctx.db),
];
