import type { HttpHandler } from 'msw';
import type { MockContext } from '../context';
import type { Router } from '../router';

/** The chat calls of document 2 §7. */
export const chatHandlers = (_ctx: MockContext, _router: Router): HttpHandler[] => [];
