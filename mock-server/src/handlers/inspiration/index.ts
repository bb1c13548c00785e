import type { HttpHandler } from 'msw';
import type { MockContext } from '../context';
import type { Router } from '../router';
import { inspirationCallHandlers } from './inspirations';

/** The inspiration calls of document 2 §7. */
export const inspirationHandlers = (ctx: MockContext, router: Router): HttpHandler[] => [...inspirationCallHandlers(ctx, router)];
