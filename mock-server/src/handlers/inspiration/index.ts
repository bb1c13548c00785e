import type { HttpHandler } from 'msw';
import type { MockContext } from '../context';
import type { Router } from '../router';

/** The inspiration calls of document 2 §7. */
export const inspirationHandlers = (_ctx: MockContext, _router: Router): HttpHandler[] => [];
