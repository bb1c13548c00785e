import { segment } from './segment';

export const inspirationRoom = (slug: string): string => `/inspirasi/${segment(slug)}`;
export const inspiration = (slug: string): string => `/inspirasi-detail/${segment(slug)}`;
