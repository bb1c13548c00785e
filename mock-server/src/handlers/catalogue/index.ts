import type { HttpHandler } from 'msw';
import type { MockContext } from '../context';
import type { Router } from '../router';
import { productHandlers } from './products';

/** The catalogue calls of document 2 §7. */
export const catalogueHandlers = (ctx: MockContext, router: Router): HttpHandler[] => [...productHandlers(ctx, router)];
