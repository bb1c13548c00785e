import { segment } from './segment';
import { articles } from './frame';

export const articleCategory = (slug: string): string => `${articles}/category/${segment(slug)}`;
export const article = (slug: string): string => `${articles}/${segment(slug)}`;
