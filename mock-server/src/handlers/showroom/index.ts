import type { HttpHandler } from 'msw';
import type { MockContext } from '../context';
import type { Router } from '../router';

/** The showroom calls of document 2 §7. */
export const showroomHandlers = (_ctx: MockContext, _router: Router): HttpHandler[] => [];
