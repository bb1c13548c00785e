import type { HttpHandler } from 'msw';
import type { MockContext } from '../context';
import type { Router } from '../router';
import { passwordHandlers } from './password';
import { profileHandlers } from './profile';
import { verificationHandlers } from './verification';

/** The account calls of document 2 §7: the profile under more/user, the password, and mail/OTP. */
export const accountHandlers = (ctx: MockContext, router: Router): HttpHandler[] => [
  ...profileHandlers(ctx, router),
  ...passwordHandlers(ctx, router),
  ...verificationHandlers(ctx, router),
];
