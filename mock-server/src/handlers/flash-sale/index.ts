import type { HttpHandler } from 'msw';
import type { MockContext } from '../context';
import type { Router } from '../router';

/** The flash-sale calls of document 2 §7. */
export const flashSaleHandlers = (_ctx: MockContext, _router: Router): HttpHandler[] => [];
