import type { HttpHandler } from 'msw';
import type { MockContext } from '../context';
import type { Router } from '../router';
import { showroomCallHandlers } from './showroom-calls';

/** The showroom calls of document 2 §7. */
export const showroomHandlers = (ctx: MockContext, router: Router): HttpHandler[] => [...showroomCallHandlers(ctx, router)];
