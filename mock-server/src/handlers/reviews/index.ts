import type { HttpHandler } from 'msw';
import type { MockContext } from '../context';
import type { Router } from '../router';

/** The reviews calls of document 2 §7. */
export const reviewsHandlers = (_ctx: MockContext, _router: Router): HttpHandler[] => [];
