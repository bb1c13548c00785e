import { segment } from './segment';

export const promotion = (slug: string): string => `/promo/${segment(slug)}`;
