import { segment } from './segment';
import { moreverse } from './frame';

export const exhibition = (id: number): string => `${moreverse}/pameran/${segment(id)}`;
export const showroomRoom = (slug: string): string => `/vr/${segment(slug)}`;
