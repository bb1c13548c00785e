import type { HttpHandler } from 'msw';
import type { MockContext } from '../context';
import type { Router } from '../router';

/** The session calls of document 2 §7. */
export const sessionHandlers = (_ctx: MockContext, _router: Router): HttpHandler[] => [];
