import { segment } from './segment';
import { products } from './frame';

/** `/products/{filter}`: the segment is already written as the list's query-like filter (`type=terbaru&…`), so it is not encoded again. */
export const productList = (filterSegment: string): string => (filterSegment === '' ? products : `${products}/${filterSegment}`);
export const category = (slug: string): string => `/category/${segment(slug)}`;
export const find = (slug: string): string => `/find/${segment(slug)}`;
export const product = (slug: string): string => `/product/${segment(slug)}`;
export const bundle = (slug: string): string => `/bundle/${segment(slug)}`;
