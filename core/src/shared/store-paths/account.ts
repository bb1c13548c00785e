import { segment } from './segment';
import { forgotPassword } from './frame';

export const resetPassword = (token: string): string => `${forgotPassword}/${segment(token)}`;
export const verifyEmail = (id: string): string => `/verify-email/${segment(id)}`;
export const appleLogin = '/apple-login';
