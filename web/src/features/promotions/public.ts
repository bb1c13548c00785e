// What the promotions offer other features: the reward cards, which the points page (/profile/point) shows as /promotion does.
export { RewardCards } from './RewardCards';
