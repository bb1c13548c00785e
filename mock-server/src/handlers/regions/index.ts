import type { HttpHandler } from 'msw';
import type { MockContext } from '../context';
import type { Router } from '../router';
import { bankHandlers } from './banks';
import { regionHandlers } from './regions';

/** The regions calls of document 2 §7. */
export const regionsHandlers = (ctx: MockContext, router: Router): HttpHandler[] => [...regionHandlers(router), ...bankHandlers(ctx, router)];
