import type { HttpHandler } from 'msw';
import type { MockContext } from '../context';
import type { Router } from '../router';
import { newsCallHandlers } from './articles';

/** The news calls of document 2 §7. */
export const newsHandlers = (ctx: MockContext, router: Router): HttpHandler[] => [...newsCallHandlers(ctx, router)];
