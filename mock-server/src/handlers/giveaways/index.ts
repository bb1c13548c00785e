import type { HttpHandler } from 'msw';
import type { MockContext } from '../context';
import type { Router } from '../router';
import { giveawayHandlers } from './giveaways';

/** The giveaways calls of document 2 §7. */
export const giveawaysHandlers = (ctx: MockContext, router: Router): HttpHandler[] => giveawayHandlers(ctx, router);
