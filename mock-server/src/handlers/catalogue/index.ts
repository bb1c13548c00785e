import type { HttpHandler } from 'msw';
import type { MockContext } from '../context';
import type { Router } from '../router';
import { categoryHandlers } from './categories';
import { productHandlers } from './products';
import { showcaseHandlers } from './showcase';

/** The catalogue calls of document 2 §7. */
export const catalogueHandlers = (ctx: MockContext, router: Router): HttpHandler[] => [
  ...productHandlers(ctx, router),
  ...categoryHandlers(ctx, router),
  ...showcaseHandlers(ctx, router),
];
