import type { HttpHandler } from 'msw';
import type { MockContext } from '../context';
import type { Router } from '../router';
import { credentialHandlers } from './credentials';
import { socialLoginHandlers } from './social-login';

/** The session calls of document 2 §7: auth/login, register, logout, facebook, google. */
export const sessionHandlers = (ctx: MockContext, router: Router): HttpHandler[] => [
  ...credentialHandlers(ctx, router),
  ...socialLoginHandlers(ctx, router),
];
