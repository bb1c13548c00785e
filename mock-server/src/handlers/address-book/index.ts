import type { HttpHandler } from 'msw';
import type { MockContext } from '../context';
import type { Router } from '../router';
import { addressHandlers } from './addresses';
import { bankAccountHandlers } from './bank-accounts';
import { dropshipperHandlers } from './dropshippers';

/** The address-book calls of document 2 §7. */
export const addressBookHandlers = (ctx: MockContext, router: Router): HttpHandler[] => [
  ...addressHandlers(ctx, router),
  ...dropshipperHandlers(ctx, router),
  ...bankAccountHandlers(ctx, router),
];
