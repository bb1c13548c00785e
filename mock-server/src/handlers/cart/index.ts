import type { HttpHandler } from 'msw';
import type { MockContext } from '../context';
import type { Router } from '../router';
import { cartContentHandlers } from './cart';
import { cartSignalHandlers } from './signals';

/** The cart calls of document 2 §7. */
export const cartHandlers = (ctx: MockContext, router: Router): HttpHandler[] => [
  ...cartContentHandlers(ctx, router),
  ...cartSignalHandlers(ctx, router),
];
