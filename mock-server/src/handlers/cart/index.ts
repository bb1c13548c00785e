import type { HttpHandler } from 'msw';
import type { MockContext } from '../context';
import type { Router } from '../router';

/** The cart calls of document 2 §7. */
export const cartHandlers = (_ctx: MockContext, _router: Router): HttpHandler[] => [];
