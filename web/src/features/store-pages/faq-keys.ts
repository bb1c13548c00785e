/**
 * The accordion's keys between its questions (WAI-ARIA APG accordion
 * pattern): ArrowDown and ArrowUp move to the next and previous question,
 * wrapping at the ends; Home and End to the first and last. Enter and Space
 * are the question button's own. Null for any other key, which keeps its
 * usual meaning.
 */
export const questionToFocus = (key: string, current: number, count: number): number | null => {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
};
