import type { HttpHandler } from 'msw';
import type { MockContext } from '../context';
import type { Router } from '../router';
import { homeContentHandlers } from './home';
import { promotionListHandlers } from './promotion-lists';

/** The promotions calls of document 2 §7 ("Home and promotions", but the flash sale's). */
export const promotionsHandlers = (ctx: MockContext, router: Router): HttpHandler[] => [
  ...homeContentHandlers(ctx, router),
  ...promotionListHandlers(ctx, router),
];
