import type { HttpHandler } from 'msw';
import type { MockContext } from '../context';
import type { Router } from '../router';

/** The product-detail calls of document 2 §7. */
export const productDetailHandlers = (_ctx: MockContext, _router: Router): HttpHandler[] => [];
