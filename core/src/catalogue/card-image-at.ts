/**
 * Which of a card's `count` images a pointer shows at `position` across the photo (0 at its left edge, 1 at its
 * right): the photo is cut into as many equal strips as there are images, the cover on the left, so a shopper moving
 * across it sees each one in order and leaving it at the left brings the cover back.
 */
export const cardImageAt = (position: number, count: number): number => {
  if (count <= 1 || !(position > 0)) return 0;
  return Math.min(count - 1, Math.floor(position * count));
};
