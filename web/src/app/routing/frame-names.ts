import type { FeatureFrame } from '../../shared/route-row';
import type ProfileFrame from '../../features/profile/frames/ProfileFrame';

/**
 * The nested layouts a row may name (`frame`), each checked against its file:
 * features/<feature>/frames/<Frame>.tsx, a chunk of its own (frames.tsx).
 */
export type FrameName = FeatureFrame<'profile', { ProfileFrame: typeof ProfileFrame }>;
