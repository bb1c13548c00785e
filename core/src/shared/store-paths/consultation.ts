import { segment } from './segment';
import { interiorDesign } from './frame';

/** A city's page (`surabaya`, `gresik`, `sidoarjo`) or a project's: both are one segment under the service's page. */
export const interiorDesignPage = (cityOrProjectSlug: string): string => `${interiorDesign}/${segment(cityOrProjectSlug)}`;
export const portfolio = (slug: string): string => `/portfolio/${segment(slug)}`;
