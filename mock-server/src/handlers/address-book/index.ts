import type { HttpHandler } from 'msw';
import type { MockContext } from '../context';
import type { Router } from '../router';

/** The address-book calls of document 2 §7. */
export const addressBookHandlers = (_ctx: MockContext, _router: Router): HttpHandler[] => [];
