import { segment } from './segment';
import { forgotPassword } from './frame';

export const resetPassword = (token: string): string => `${forgotPassword}/${segment(token)}`;
export const verifyEmail = (id: string): string => `/verify-email/${segment(id)}`;
export const appleLogin = '/apple-login';
export const profile = '/profile';
/** The profile's menu on a phone. */
export const plainMenu = '/plain-menu';
export const password = '/profile/password';
