import type { HttpHandler } from 'msw';
import type { MockContext } from '../context';
import type { Router } from '../router';

/** The account calls of document 2 §7. */
export const accountHandlers = (_ctx: MockContext, _router: Router): HttpHandler[] => [];
